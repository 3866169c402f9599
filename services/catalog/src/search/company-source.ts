import { companyProfilePath, type InternalCompanyProfile } from '@trade/contracts';
import { serviceIdentity, signedIdentityHeaders } from '@trade/service-kit';

/** The owning service could not be asked (down, unreachable, failing): the change is tried again later. */
export class SourceUnavailable extends Error {}

/** Reads a company profile by id from the service that owns it; null when it does not exist. */
export type CompanySource = (profileId: string) => Promise<InternalCompanyProfile | null>;

/**
 * The member service over HTTP (GET /internal/companies/:id), signed as the catalog service.
 * Member down throws, so the event is tried again; never its database.
 */
export function httpCompanySource(
  memberUrl: string,
  internalSecret: string,
  timeoutMs = 5000,
): CompanySource {
  return async (id) => {
    const path = companyProfilePath(id);
    let res: Response;
    try {
      res = await fetch(`${memberUrl.replace(/\/+$/, '')}${path}`, {
        headers: signedIdentityHeaders(serviceIdentity('catalog'), internalSecret),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SourceUnavailable(`member ${path} not reachable`, { cause: error });
    }
    // An unknown profile, or one of a company this platform never had: nothing to show.
    if (res.status === 404 || res.status === 400) return null;
    const body = (await res.json().catch(() => null)) as { data?: InternalCompanyProfile } | null;
    if (res.status >= 500) throw new SourceUnavailable(`member ${path} answered ${res.status}`);
    if (!res.ok || !body?.data) throw new Error(`member ${path} answered ${res.status}`);
    return body.data;
  };
}
