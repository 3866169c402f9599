import { catalogFail } from '../errors';

interface SearchError {
  name?: string;
  meta?: { statusCode?: number | null };
}

/**
 * Whether an error means the search engine is down, unreachable, overloaded or failing
 * (a connection error, a time-out, a 5xx or 429), rather than a wrong request.
 */
export function isSearchUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as SearchError;
  if (e.name === 'ConnectionError' || e.name === 'TimeoutError' || e.name === 'NoLivingConnectionsError')
    return true;
  const status = e.meta?.statusCode ?? 0;
  if (status >= 500 || status === 429) return true;
  return false;
}

/** Runs a public read on the search engine: its being down answers 503 with a localised message. */
export async function searching<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isSearchUnavailable(error)) throw Object.assign(catalogFail('SEARCH_UNAVAILABLE'), { cause: error });
    throw error;
  }
}

/** A version conflict: a newer version of the document is indexed already. */
export const isVersionConflict = (error: unknown) => (error as SearchError | null)?.meta?.statusCode === 409;
