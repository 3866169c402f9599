/** Build-time settings. `__API_BASE__` is injected by vite.config.ts (env VITE_API_BASE). */
declare const __API_BASE__: string | undefined;

export const APP_VERSION = '1.6.9';
export const COPYRIGHT_YEARS = '2017-2025';
export const API_BASE: string = typeof __API_BASE__ === 'string' && __API_BASE__ ? __API_BASE__ : '/api';
/** §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** §9: chunk load time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** §9: envelope success code. */
export const SUCCESS_CODE = 200;
/** §1: "customs data" is an external site (China Customs statistics query platform). */
export const CUSTOMS_DATA_URL = 'http://stats.customs.gov.cn/';
