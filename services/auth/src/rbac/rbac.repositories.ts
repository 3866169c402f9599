import { AdminUserRepository } from './admin-user.repository';
import { DeptRepository } from './dept.repository';
import { MenuRepository } from './menu.repository';
import type { RbacModels } from './rbac.models';
import { RoleRepository } from './role.repository';

/** The RBAC collections behind their repositories; nothing above them touches mongoose. */
export function rbacRepositories(models: RbacModels) {
  return {
    users: new AdminUserRepository(models.users),
    roles: new RoleRepository(models.roles),
    depts: new DeptRepository(models.depts),
    menus: new MenuRepository(models.menus),
  };
}
export type RbacRepositories = ReturnType<typeof rbacRepositories>;
