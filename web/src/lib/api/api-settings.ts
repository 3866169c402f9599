/**
 * Build-time settings of the API client. They live in lib, not in app/config, because
 * lib and components use them and must never import the app shell above them.
 * `__API_BASE__` is injected by vite.config.ts (env VITE_API_BASE).
 */
declare const __API_BASE__: string | undefined;

export const API_BASE: string = typeof __API_BASE__ === 'string' && __API_BASE__ ? __API_BASE__ : '/api';
/** §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** §9: envelope success code. */
export const SUCCESS_CODE = 200;
