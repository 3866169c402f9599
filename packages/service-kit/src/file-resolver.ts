import { RESOLVE_FILES_PATH, type Identity, type ResolvedFile } from '@trade/contracts';
import { fail } from './errors';
import { signedIdentityHeaders } from './identity';

/** What a service asks of the files service about file ids; tests may put a fake in its place. */
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

/**
 * The display URL of an image of the back office's file library (a brand's logo, an
 * article's cover, a warehouse's photo), checked with the files service; a refusal is a
 * 400 naming `field`.
 */
export async function libraryImageUrl(
  files: FileResolver,
  admin: Identity,
  field: string,
  fileId: string,
): Promise<string> {
  const refuse = (message: string) => fail('VALIDATION_FAILED', { detail: field }, [{ field, message }]);
  if (!/^[0-9a-f]{24}$/.test(fileId)) throw refuse('not a file of the library');
  const [file] = await files.resolve(admin, [fileId]);
  if (!file) throw refuse('not a file of the library');
  if (!file.mime.startsWith('image/')) throw refuse('not an image');
  return file.src;
}

/**
 * A form's library image as stored: empty for none, the URL it had when the file is the
 * same, else the URL the files service gives (checked, as libraryImageUrl).
 */
export async function keptOrResolvedImage(
  files: FileResolver,
  admin: Identity,
  field: string,
  fileId: string,
  before?: { id: string; url: string },
): Promise<string> {
  if (!fileId) return '';
  if (fileId === before?.id) return before.url;
  return libraryImageUrl(files, admin, field, fileId);
}
