import { ALL_PERMISSIONS, hasPermission } from '@trade/contracts';
import { authFail } from '../errors';
import type { Menu, Role } from './rbac.models';

/**
 * Every permission string `roles` can grant through their own perms and their menus,
 * enabled or not: a disabled role or menu is one changeStatus away from granting them.
 */
export function grantableBy(roles: readonly Role[], menus: readonly Menu[]): string[] {
  const byId = new Map(menus.map((m) => [String(m._id), m]));
  const perms = new Set<string>();
  for (const role of roles) {
    role.perms.forEach((p) => perms.add(p));
    for (const id of role.menuIds) byId.get(id)?.perms.forEach((p) => perms.add(p));
  }
  return [...perms].sort();
}

/** Whether a caller holding `mine` holds every one of `perms` (ALL_PERMISSIONS only if it holds it). */
export function holdsAll(mine: readonly string[], perms: readonly string[]): boolean {
  if (mine.includes(ALL_PERMISSIONS)) return true;
  return perms.every((p) => p !== ALL_PERMISSIONS && hasPermission(mine, p));
}

/**
 * Nobody passes on, or reaches, more than they hold: granting a role, a menu or a user
 * permissions, or managing a user who holds them, needs the caller to hold them all.
 */
export function requireHoldsAll(mine: readonly string[], perms: readonly string[]): void {
  if (!holdsAll(mine, perms)) throw authFail('FORBIDDEN');
}
