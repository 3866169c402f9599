import type { PageQuery } from '@trade/service-kit';
import { auditable } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { PasswordHasher } from '../passwords/password-hasher';
import { passwordMessageParams, passwordProblem, type PasswordRule } from '../passwords/password-rule';
import type { AdminActor } from './admin-actor';
import type { AdminAuditLine } from './admin-audit';
import type { AdminUserFields } from './admin-user.repository';
import { grantableBy, requireHoldsAll } from './grants';
import type { AdminUser } from './rbac.models';
import type { RbacRepositories } from './rbac.repositories';

export interface AdminUsersDeps {
  repos: RbacRepositories;
  hasher: PasswordHasher;
  line: AdminAuditLine;
  /** Ends every session of a user at once (refresh and access tokens). */
  endSessionsOf: (sub: string) => Promise<void>;
  /** True when a member account already uses the name (one sign-in namespace). */
  memberAccountTaken: (name: string) => Promise<boolean>;
  /** The live password rule (§5's when absent). */
  passwordRule?: () => PasswordRule;
}

export type AdminUserInput = Omit<AdminUserFields, 'passwordHash'> & { password?: string };

/**
 * §7 /admin/sys.user/*: back-office users. The rules of who may do what to whom:
 * - nobody gives a user roles that grant more than they hold themselves;
 * - nobody edits, disables, deletes or sets the password of a user who holds
 *   permissions they do not hold (a super-role admin, for anyone without `*∕*∕*`);
 * - the bootstrap super-admin's password is changed only by that admin; it is never
 *   disabled or deleted, and nobody disables or deletes themselves;
 * - disabling, deleting or setting the password of a user ends their sessions at once.
 */
export class AdminUsers {
  constructor(private readonly d: AdminUsersDeps) {}

  async page(query: PageQuery) {
    const { rows, total } = await this.d.repos.users.page(query);
    return {
      rows: rows.map((u) => ({ ...u, id: String(u._id), lastLoginAt: u.lastLoginAt ?? undefined })),
      total,
    };
  }

  async add(actor: AdminActor, input: AdminUserInput & { password: string }): Promise<string> {
    const { password, ...fields } = input;
    const username = fields.username.trim();
    checkPassword(password, this.d.passwordRule?.());
    await this.checkUsername(username);
    await this.requireGrantable(actor, fields.roleIds ?? []);
    const created = await this.d.repos.users.create({
      ...fields,
      username,
      passwordHash: await this.d.hasher.hash(password),
    });
    const id = String(created._id);
    await this.d.line(actor, 'sys.user.add', id, undefined, auditable(created));
    return id;
  }

  async edit(actor: AdminActor, id: string, input: AdminUserInput): Promise<void> {
    const { password, ...fields } = input;
    const before = await this.load(id);
    await this.requireManageable(actor, before);
    if (password && before.isSuper && actor.sub !== id) throw authFail('FORBIDDEN');
    const username = fields.username.trim();
    await this.checkUsername(username, id);
    if (before.isSuper && fields.status === 0) throw authFail('SELF_PROTECTED');
    if (fields.roleIds) await this.requireGrantable(actor, fields.roleIds);
    const changes: Partial<AdminUserFields> = { ...fields, username };
    if (password) {
      checkPassword(password, this.d.passwordRule?.());
      changes.passwordHash = await this.d.hasher.hash(password);
    }
    const after = await this.d.repos.users.update(id, changes);
    if (password || fields.status === 0) await this.d.endSessionsOf(id);
    await this.d.line(actor, 'sys.user.edit', id, auditable(before), {
      ...auditable(after),
      ...(password ? { password: 'changed' } : {}),
    });
  }

  async changeStatus(actor: AdminActor, id: string, status: 0 | 1): Promise<void> {
    const before = await this.load(id);
    if (status === 0) protect(actor, before);
    await this.requireManageable(actor, before);
    await this.d.repos.users.setStatus(id, status);
    if (status === 0) await this.d.endSessionsOf(id);
    await this.d.line(actor, 'sys.user.changeStatus', id, { status: before.status }, { status });
  }

  async del(actor: AdminActor, id: string): Promise<void> {
    const before = await this.load(id);
    protect(actor, before);
    await this.requireManageable(actor, before);
    await this.d.repos.users.delete(id);
    await this.d.endSessionsOf(id);
    await this.d.line(actor, 'sys.user.del', id, auditable(before));
  }

  private async load(id: string): Promise<AdminUser> {
    const user = await this.d.repos.users.findById(id);
    if (!user) throw authFail('NOT_FOUND');
    return user;
  }

  private async checkUsername(username: string, exceptId?: string): Promise<void> {
    if (
      (await this.d.repos.users.usernameTaken(username, exceptId)) ||
      (await this.d.memberAccountTaken(username))
    )
      throw authFail('ACCOUNT_TAKEN');
  }

  /** Everything the roles could grant: the caller must hold it all. */
  private async requireGrantable(actor: AdminActor, roleIds: readonly string[]): Promise<void> {
    if (roleIds.length === 0) return;
    const roles = await this.d.repos.roles.findByIds(roleIds);
    const menus = await this.d.repos.menus.findByIds(roles.flatMap((r) => r.menuIds));
    requireHoldsAll(actor.perms, grantableBy(roles, menus));
  }

  /** A user who holds more than the caller is out of the caller's reach. */
  private requireManageable(actor: AdminActor, target: AdminUser): Promise<void> {
    return this.requireGrantable(actor, target.roleIds);
  }
}

function checkPassword(password: string, rule?: PasswordRule): void {
  const problem = passwordProblem(password, rule);
  if (problem) throw authFail(problem, passwordMessageParams(rule));
}

/** Nobody disables or deletes themselves or the bootstrap super-admin. */
function protect(actor: AdminActor, user: AdminUser): void {
  if (user.isSuper || String(user._id) === actor.sub) throw authFail('SELF_PROTECTED');
}
