import { format, memberAccountPath, type InternalMemberAccount, type Lang } from '@trade/contracts';
import { fail, serviceIdentity, signedIdentityHeaders } from '@trade/service-kit';
import { CATALOG_ERRORS, catalogFail } from '../errors';

/** Reads a member account by id from auth; null when there is none. Tests may put a fake in its place. */
export type MemberDirectory = (memberId: string) => Promise<InternalMemberAccount | null>;

const MEMBER_ID = /^[0-9a-f]{24}$/;

/**
 * Auth over HTTP (GET /internal/members/:id), signed as the catalog service. Auth down,
 * failing or slow is a 503 (TRY_AGAIN_LATER): nothing is saved for a member that could
 * not be checked.
 */
export function httpMemberDirectory(
  authUrl: string,
  internalSecret: string,
  timeoutMs = 5000,
): MemberDirectory {
  return async (memberId) => {
    if (!MEMBER_ID.test(memberId)) return null;
    const path = memberAccountPath(memberId);
    let res: Response;
    let body: { data?: InternalMemberAccount } | null;
    try {
      res = await fetch(`${authUrl.replace(/\/+$/, '')}${path}`, {
        headers: signedIdentityHeaders(serviceIdentity('catalog'), internalSecret),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = (await res.json().catch(() => null)) as typeof body;
    } catch (error) {
      throw Object.assign(fail('TRY_AGAIN_LATER'), { cause: error });
    }
    if (res.status === 404) return null;
    if (!res.ok || !body?.data)
      throw Object.assign(fail('TRY_AGAIN_LATER'), {
        cause: new Error(`auth ${path} answered ${res.status}`),
      });
    return body.data;
  };
}

/**
 * The enabled member an admin acts for: an unknown id or a disabled account is a 400
 * naming `memberId`, in the request's language.
 */
export async function actingMember(
  directory: MemberDirectory,
  memberId: string,
  lang: Lang,
): Promise<InternalMemberAccount> {
  const account = await directory(memberId);
  if (!account) throw memberRefused('MEMBER_UNKNOWN', lang);
  if (account.status !== 1) throw memberRefused('MEMBER_DISABLED', lang);
  return account;
}

/** 400 naming the field `memberId`, its message in the request language. */
export function memberRefused(id: 'MEMBER_UNKNOWN' | 'MEMBER_DISABLED' | 'MEMBER_MISMATCH', lang: Lang) {
  const message = format(CATALOG_ERRORS[id].message[lang], {});
  return catalogFail(id, {}, [{ field: 'memberId', message }]);
}
