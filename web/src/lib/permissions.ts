import { getMemberInfo } from './session';

/** Grants every permission (the super-admin's role), as the server reads it. */
export const ALL_PERMISSIONS = '*/*/*';

/**
 * True when the signed-in user's permissions (stored with the session at sign-in and
 * refresh) include `permission`. The server checks every call anyway; this only keeps
 * buttons the user could not use out of sight.
 */
export function hasPermission(permission: string): boolean {
  const granted = getMemberInfo<{ permissions?: string[] }>()?.permissions ?? [];
  return granted.includes(ALL_PERMISSIONS) || granted.includes(permission);
}
