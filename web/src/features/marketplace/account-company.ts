import { getMemberInfo } from '@/lib/session';

/**
 * The company name the marketplace shows for the signed-in member's items: the member
 * account's (registration, later the company profile), never typed into a post form. The
 * catalog takes it from the signed identity and ignores a form's; the forms only show it.
 */
export function accountCompanyName(product?: { companyName?: string }): string {
  return getMemberInfo<{ companyName?: string }>()?.companyName || product?.companyName || '';
}
