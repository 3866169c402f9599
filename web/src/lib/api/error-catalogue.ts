import type { TFunction } from 'i18next';

/** What the UI does for a failed call (§8). */
export type ErrorOutcome = { kind: 'notify'; title: string; description: string } | { kind: 'unauthorized' };

/** The error the base query reports to RTK Query consumers. */
export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' / 'TIMEOUT_ERROR' / 'PARSING_ERROR' when there was no usable response. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  /** Envelope `code` when the server answered one. */
  code?: number;
  message: string;
  /** HTTP status text, when the server answered (tables show it as their empty text, §8). */
  statusText?: string;
  data?: unknown;
}

/**
 * Maps a failure to the §8 behaviour. `status` is the HTTP status; a 200 response whose
 * envelope code is not 200 is passed with its envelope code as the status.
 */
export function describeError(error: ApiError, t: TFunction): ErrorOutcome {
  const title = t('common:error.requestError');
  const serverMessage = error.message?.trim();
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { kind: 'notify', title, description: t('common:error.noResponse') };
    case 'PARSING_ERROR':
      return { kind: 'notify', title, description: t('common:error.dataFormat') };
    case 401:
      return { kind: 'unauthorized' };
    case 404:
      return { kind: 'notify', title, description: t('common:error.status404') };
    case 500:
      return { kind: 'notify', title, description: serverMessage || t('common:error.status500') };
    default:
      return {
        kind: 'notify',
        title,
        description: serverMessage || t('common:error.statusOther', { status: error.status }),
      };
  }
}
