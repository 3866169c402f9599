/** The permission that grants everything (§6). */
export const ALL_PERMISSIONS = '*/*/*';

/** Who is calling, as the gateway passes it to services. */
export type IdentityKind = 'admin' | 'member';

export interface Identity {
  /** Admin user id or member account id. */
  sub: string;
  kind: IdentityKind;
  roles: string[];
  /** Permission strings of an admin's roles; empty for members. */
  perms: string[];
  /** The member (company) id every member-area query is scoped to. */
  memberId?: string;
}

/** Internal headers carrying the verified identity; the gateway strips them from incoming requests. */
export const IDENTITY_HEADER = 'x-trade-identity';
export const IDENTITY_SIGNATURE_HEADER = 'x-trade-identity-sig';
export const INTERNAL_HEADER_PREFIX = 'x-trade-';

/**
 * Permission strings of the admin endpoints, `module/resource/action` as the
 * back-office menus carry them.
 */
export const PERMISSIONS = {
  auditLogList: 'system/log/list',
  guestbookPage: 'admin/guestbook/page',
  guestbookDel: 'admin/guestbook/del',
} as const;

/** True when `granted` satisfies `required`; ALL_PERMISSIONS satisfies anything. */
export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(required);
}
