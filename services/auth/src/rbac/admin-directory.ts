import type { AdminUser, RbacModels, Role } from './rbac.models';
import { adminInfo, permissionsOf, visibleMenus } from './access';

/** Reads admin users with their roles and computes what they may do. */
export class AdminDirectory {
  constructor(private readonly models: RbacModels) {}

  findByUsername(username: string): Promise<(AdminUser & { passwordHash: string }) | null> {
    return this.models.users
      .findOne({ usernameKey: username.toLowerCase() })
      .select('+passwordHash')
      .lean<AdminUser & { passwordHash: string }>()
      .exec();
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.models.users.findById(id).lean<AdminUser>().exec();
  }

  async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    const found = await this.models.users.findOne({ usernameKey: username.toLowerCase() }).lean();
    return Boolean(found && String(found._id) !== exceptId);
  }

  rolesOf(user: AdminUser): Promise<Role[]> {
    return this.models.roles
      .find({ _id: { $in: user.roleIds } })
      .lean<Role[]>()
      .exec();
  }

  /** The roles, permission strings and §3 user info of an admin, computed now (at sign-in or refresh). */
  async accessOf(user: AdminUser) {
    const roles = await this.rolesOf(user);
    const menuIds = roles.flatMap((r) => r.menuIds);
    const menus = menuIds.length ? await this.models.menus.find({ _id: { $in: menuIds } }).lean() : [];
    const perms = permissionsOf(roles, menus);
    return { roles, perms, info: adminInfo(user, roles, perms) };
  }

  /** The enabled menus the admin's roles open, with their ancestors. */
  async menusOf(user: AdminUser) {
    const roles = await this.rolesOf(user);
    const menus = await this.models.menus.find({ status: 1 }).lean();
    return visibleMenus(roles, menus);
  }

  async signedIn(id: string, ip: string): Promise<void> {
    await this.models.users.updateOne({ _id: id }, { $set: { lastLoginAt: new Date(), lastLoginIp: ip } });
  }
}
