import { ALL_PERMISSIONS, hasPermission } from '@trade/contracts';
import type { PageQuery } from '@trade/service-kit';
import { auditable } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { AdminActor } from './admin-actor';
import type { AdminAuditLine } from './admin-audit';
import { permissionsOf } from './access';
import { grantableBy, requireHoldsAll } from './grants';
import type { Role } from './rbac.models';
import type { RbacRepositories } from './rbac.repositories';
import type { RoleFields } from './role.repository';

/**
 * §7 /admin/sys.role/*: roles. A role's permissions reach its users' access tokens at
 * their next refresh; nobody grants a role more than they hold.
 */
export class Roles {
  constructor(
    private readonly repos: RbacRepositories,
    private readonly line: AdminAuditLine,
  ) {}

  async page(query: PageQuery) {
    const { rows, total } = await this.repos.roles.page(query);
    return { rows: rows.map((r) => ({ ...r, id: String(r._id) })), total };
  }

  async add(actor: AdminActor, input: RoleFields): Promise<string> {
    const fields = { ...input, name: input.name.trim() };
    await this.nameFree(fields.name);
    const id = await this.repos.roles.create(fields);
    await this.line(actor, 'sys.role.add', id, undefined, fields);
    return id;
  }

  async edit(actor: AdminActor, id: string, input: RoleFields): Promise<void> {
    const before = await this.load(id);
    const fields = { ...input, name: input.name.trim() };
    await this.nameFree(fields.name, id);
    const after = await this.repos.roles.update(id, fields);
    await this.line(actor, 'sys.role.edit', id, auditable(before), auditable(after));
  }

  async changeStatus(actor: AdminActor, id: string, status: 0 | 1): Promise<void> {
    const before = await this.load(id);
    await this.repos.roles.setStatus(id, status);
    await this.line(actor, 'sys.role.changeStatus', id, { status: before.status }, { status });
  }

  /** Sets the menus a role opens and its extra permissions, within what the caller holds. */
  async authorize(actor: AdminActor, id: string, menuIds: string[], perms: string[]): Promise<void> {
    const before = await this.load(id);
    const menus = await this.repos.menus.findByIds(menuIds);
    if (menus.length !== new Set(menuIds).size) throw authFail('NOT_FOUND');
    const role = { ...before, status: 1, menuIds, perms } as Role;
    requireHoldsAll(actor.perms, grantableBy([role], menus));
    await this.repos.roles.setGrants(id, menuIds, perms);
    await this.line(
      actor,
      'sys.role.auth',
      id,
      { menuIds: before.menuIds, perms: before.perms },
      { menuIds, perms, granted: permissionsOf([role], menus) },
    );
  }

  async del(actor: AdminActor, id: string): Promise<void> {
    const before = await this.load(id);
    if (before.perms.includes(ALL_PERMISSIONS) && !hasPermission(actor.perms, ALL_PERMISSIONS))
      throw authFail('FORBIDDEN');
    await this.repos.roles.delete(id);
    await this.repos.users.removeRole(id);
    await this.line(actor, 'sys.role.del', id, auditable(before));
  }

  private async load(id: string): Promise<Role> {
    const role = await this.repos.roles.findById(id);
    if (!role) throw authFail('NOT_FOUND');
    return role;
  }

  private async nameFree(name: string, exceptId?: string): Promise<void> {
    if (await this.repos.roles.nameTaken(name, exceptId)) throw authFail('NAME_TAKEN');
  }
}
