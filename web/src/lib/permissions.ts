import { getMemberInfo } from './session';

/** Grants every permission (the super-admin's role), as the server reads it. */
export const ALL_PERMISSIONS = '*/*/*';

/** What the session's user info (stored at sign-in and refresh) says about access. */
interface AccessInfo {
  kind?: string;
  /** Role names. */
  role?: string[];
  /** Role ids. */
  roles?: string[];
  permissions?: string[];
}

const granted = () => getMemberInfo<AccessInfo>()?.permissions ?? [];
const holds = (list: readonly string[], permission: string) =>
  list.includes(ALL_PERMISSIONS) || list.includes(permission);

/**
 * True when the signed-in user's permissions include `permission`. The server checks
 * every call anyway; this only keeps buttons the user could not use out of sight.
 */
export function hasPermission(permission: string): boolean {
  return holds(granted(), permission);
}

/** §6 any-of: at least one of `permissions` is held. */
export function hasAnyPermission(permissions: readonly string[]): boolean {
  const list = granted();
  return permissions.some((permission) => holds(list, permission));
}

/** §6 all-of: every one of `permissions` is held. */
export function hasAllPermissions(permissions: readonly string[]): boolean {
  const list = granted();
  return permissions.every((permission) => holds(list, permission));
}

/**
 * §6 role directive: the user's kind (`admin`, `member`), one of its role names or ids
 * is `role`, or any of several.
 */
export function hasRole(role: string | readonly string[]): boolean {
  const info = getMemberInfo<AccessInfo>();
  if (!info) return false;
  const held = [info.kind ?? '', ...(info.role ?? []), ...(info.roles ?? [])].filter(Boolean);
  const wanted = typeof role === 'string' ? [role] : role;
  return wanted.some((r) => held.includes(r));
}
