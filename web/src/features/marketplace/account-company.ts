import { getMemberInfo } from '@/lib/session';

/**
 * The company name the marketplace shows for the signed-in member's items: the member
 * account's (registration, later the company profile), never typed into a post form. The
 * catalog takes it from the signed identity and ignores a form's; the forms only show it.
 */
export function accountCompanyName(product?: { companyName?: string }): string {
  return getMemberInfo<{ companyName?: string }>()?.companyName || product?.companyName || '';
}

/** The signed-in member's contact block as the session's member info holds it. */
export interface MemberContact {
  companyName: string;
  contact?: string;
  phone?: string;
  email?: string;
  country?: string;
}

/**
 * What a new post or inquiry form pre-fills from the signed-in member: the account's
 * company name (shown read-only), contact, phone, e-mail and country.
 */
export function memberContact(): MemberContact {
  const me = getMemberInfo<{ realname?: string; mobile?: string; email?: string; country?: string }>() ?? {};
  return {
    companyName: accountCompanyName(),
    contact: me.realname || undefined,
    phone: me.mobile || undefined,
    email: me.email || undefined,
    country: me.country || undefined,
  };
}
