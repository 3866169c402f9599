import { RESOLVE_FILES_PATH, type Identity, type ResolvedFile } from '@trade/contracts';
import { fail, signedIdentityHeaders } from '@trade/service-kit';

/** What the catalog asks of the files service; tests may put a fake in its place. */
export interface FileResolver {
  /** The live files of `caller` among `ids`; unknown, deleted and others' ids are left out. */
  resolve(caller: Identity, ids: string[], requestId?: string): Promise<ResolvedFile[]>;
}

/**
 * The files service over HTTP: POST /internal/files/resolve with the caller's identity
 * signed with INTERNAL_SECRET, as the gateway signs it. The files service down or
 * failing makes the add or edit fail with 503 (nothing is stored); reads never call it.
 */
export class HttpFileResolver implements FileResolver {
  constructor(private readonly options: { baseUrl: string; internalSecret: string; timeoutMs: number }) {}

  async resolve(caller: Identity, ids: string[], requestId?: string): Promise<ResolvedFile[]> {
    if (ids.length === 0) return [];
    const { baseUrl, internalSecret, timeoutMs } = this.options;
    let res: Response;
    try {
      res = await fetch(`${baseUrl.replace(/\/+$/, '')}${RESOLVE_FILES_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedIdentityHeaders(caller, internalSecret),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify({ ids }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw Object.assign(fail('SERVICE_UNAVAILABLE'), { cause: error });
    }
    const body = (await res.json().catch(() => null)) as { data?: ResolvedFile[] } | null;
    if (!res.ok || !Array.isArray(body?.data))
      throw Object.assign(fail(res.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY'), {
        cause: new Error(`files ${RESOLVE_FILES_PATH} answered ${res.status}`),
      });
    return body.data;
  }
}
