import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import i18n, { languageHeader } from '@/i18n';
import {
  getAccessToken,
  getRefreshToken,
  removeRefreshToken,
  saveSession,
  type LoginSession,
} from '@/lib/session';
import { withFeedback } from '@/lib/feedback';
import { API_BASE, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from './api-settings';
import type { CatalogPaths, ErrorReply, ReplyData } from './contract';
import { describeError, type ApiError } from './error-catalogue';
import { refreshOnce } from './refresh-queue';
import { showUnauthorizedDialog } from './unauthorized-dialog';

/** The server envelope (architecture §3), as the services' OpenAPI documents describe it. */
export type Envelope<T = unknown> = Omit<ErrorReply, 'data'> & { data: T };

/** Paged list payload (§3): any paged route's `data`, with rows of the caller's choosing. */
export type Page<T> = Omit<ReplyData<CatalogPaths, '/product/page'>, 'rows'> & { rows: T[] };

/** Per-endpoint switches, passed as RTK Query `extraOptions`. */
export interface ApiExtraOptions {
  /** Show 操作成功 (or the server's message) when the call succeeds: for actions, not reads. */
  successMessage?: boolean;
  /** Cached GETs skip the timestamp parameter (§7). */
  cache?: boolean;
  /** The caller renders the error itself (tables show it as their empty text, §8). */
  silent?: boolean;
}

export interface BaseQueryDeps {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  /** Called when the refresh token is rejected (§4: reload the page). */
  reload?: () => void;
}

export const REFRESH_URL = '/login/refresh';

type Raw = ReturnType<typeof fetchBaseQuery>;

function isGet(args: string | FetchArgs): boolean {
  return typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
}

/** §7: GET requests without cache carry a timestamp parameter so proxies never serve stale data. */
export function withTimestamp(args: string | FetchArgs, cache?: boolean): string | FetchArgs {
  if (cache || !isGet(args)) return args;
  const base: FetchArgs = typeof args === 'string' ? { url: args } : args;
  return { ...base, params: { ...(base.params ?? {}), _t: Date.now() } };
}

function toApiError(error: FetchBaseQueryError): ApiError {
  const body = (error as { data?: unknown }).data as Partial<Envelope> | string | undefined;
  const message = typeof body === 'object' && body && typeof body.message === 'string' ? body.message : '';
  if (typeof error.status === 'number')
    return {
      status: error.status,
      code: typeof body === 'object' ? body?.code : undefined,
      message,
      data: body,
    };
  // A non-JSON error page (a proxy's 404 or 502) still carries its HTTP status.
  if (error.status === 'PARSING_ERROR' && error.originalStatus >= 300)
    return { status: error.originalStatus, message: '' };
  if (
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 'FETCH_ERROR' ||
    error.status === 'PARSING_ERROR'
  ) {
    return { status: error.status, message: '' };
  }
  return { status: 'FETCH_ERROR', message: String((error as { error?: unknown }).error ?? '') };
}

/**
 * The one base query (design: web.md "Session"): API base, Bearer and language headers,
 * timestamp on GETs, 30 s timeout, envelope unwrapping, the refresh queue and the §8
 * error catalogue. Endpoints receive `envelope.data`.
 */
export function createBaseQuery(
  deps: BaseQueryDeps = {},
): BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> {
  const reload = deps.reload ?? (() => window.location.reload());
  let reloading = false;
  const raw: Raw = fetchBaseQuery({
    baseUrl: deps.baseUrl ?? API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    // JSON bodies are parsed, anything else arrives as text (and fails the envelope check).
    responseHandler: 'content-type',
    fetchFn: deps.fetchFn,
    prepareHeaders: (headers) => {
      const token = getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('lang', languageHeader());
      return headers;
    },
  });

  /** Exchanges the refresh token; on failure drops it and reloads (§4). */
  async function refresh(api: Parameters<Raw>[1]): Promise<boolean> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    const res = await raw({ url: REFRESH_URL, method: 'POST', body: { refreshToken } }, api, {});
    const body = res.data as Envelope<LoginSession> | undefined;
    if (body && body.code === SUCCESS_CODE && body.data?.accessToken) {
      saveSession(body.data);
      return true;
    }
    removeRefreshToken();
    reloading = true;
    reload();
    return false;
  }

  return async (args, api, extra = {}) => {
    const request = withTimestamp(args, extra.cache);
    // No usable access token but a refresh token: refresh first (once for everyone), then send.
    if (!getAccessToken() && getRefreshToken()) await refreshOnce(() => refresh(api));

    const sentWith = getAccessToken();
    let result = await raw(request, api, {});
    if (result.error?.status === 401 && getRefreshToken()) {
      // Another request may already have refreshed since this one was sent: then just replay.
      const fresh = getAccessToken() !== sentWith || (await refreshOnce(() => refresh(api)));
      if (fresh) result = await raw(request, api, {});
    }

    let error: ApiError | null = null;
    if (result.error)
      error = { ...toApiError(result.error), statusText: result.meta?.response?.statusText || undefined };
    else {
      const body = result.data as Envelope | undefined;
      if (!body || typeof body !== 'object' || typeof body.code !== 'number')
        error = { status: 'PARSING_ERROR', message: '' };
      else if (body.code !== SUCCESS_CODE)
        error = { status: body.code, code: body.code, message: body.message ?? '', data: body.data };
      else {
        if (extra.successMessage) {
          const text = body.message || i18n.t('common:error.success');
          withFeedback(({ message }) => void message.success(text));
        }
        return { data: body.data, meta: result.meta };
      }
    }

    if (!extra.silent && !reloading) report(error);
    return { error, meta: result.meta };
  };
}

function report(error: ApiError): void {
  const outcome = describeError(error, i18n.t);
  if (outcome.kind === 'unauthorized') {
    showUnauthorizedDialog();
    return;
  }
  withFeedback(({ notification }) =>
    notification.error({
      title: outcome.title,
      description: outcome.description,
      key: `${outcome.title}:${outcome.description}`,
    }),
  );
}
