/** Build-time settings of the app shell (the API client's own are in lib/api/api-settings). */
export const APP_VERSION = '1.6.9';
export const COPYRIGHT_YEARS = '2017-2025';
/** §9: chunk load time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** §1: "customs data" is an external site (China Customs statistics query platform). */
export const CUSTOMS_DATA_URL = 'http://stats.customs.gov.cn/';
