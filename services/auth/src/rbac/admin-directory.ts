import type { AdminUser, Role } from './rbac.models';
import type { RbacRepositories } from './rbac.repositories';
import { adminInfo, permissionsOf, visibleMenus } from './access';

/** Reads admin users with their roles and computes what they may do. */
export class AdminDirectory {
  constructor(private readonly repos: RbacRepositories) {}

  findByUsername(username: string): Promise<(AdminUser & { passwordHash: string }) | null> {
    return this.repos.users.findByUsernameWithHash(username);
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.repos.users.findById(id);
  }

  usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    return this.repos.users.usernameTaken(username, exceptId);
  }

  rolesOf(user: AdminUser): Promise<Role[]> {
    return this.repos.roles.findByIds(user.roleIds);
  }

  /** The roles, permission strings and §3 user info of an admin, computed now (at sign-in or refresh). */
  async accessOf(user: AdminUser) {
    const roles = await this.rolesOf(user);
    const menus = await this.repos.menus.findByIds(roles.flatMap((r) => r.menuIds));
    const perms = permissionsOf(roles, menus);
    return { roles, perms, info: adminInfo(user, roles, perms) };
  }

  /** The enabled menus the admin's roles open, with their ancestors. */
  async menusOf(user: AdminUser) {
    const roles = await this.rolesOf(user);
    return visibleMenus(roles, await this.repos.menus.enabled());
  }

  signedIn(id: string, ip: string): Promise<void> {
    return this.repos.users.signedIn(id, ip);
  }
}
