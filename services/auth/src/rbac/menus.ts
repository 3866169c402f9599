import type { Lang } from '@trade/contracts';
import { auditable } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { AdminActor } from './admin-actor';
import type { AdminAuditLine } from './admin-audit';
import { menuView, toTree } from './access';
import { requireHoldsAll } from './grants';
import { apiOf } from './menu-seed';
import type { MenuFields } from './menu.repository';
import type { Menu } from './rbac.models';
import type { RbacRepositories } from './rbac.repositories';
import { requireValidParent } from './subtree';

export type MenuInput = Omit<MenuFields, 'title'> & { title: { 'zh-cn': string; en?: string; ru?: string } };

/** A menu's titles trimmed, the English and Russian ones falling back to the Chinese. */
function withTitles<T extends MenuInput>(input: T): T & Pick<MenuFields, 'title'> {
  const zh = input.title['zh-cn'].trim();
  return {
    ...input,
    title: { 'zh-cn': zh, en: input.title.en?.trim() || zh, ru: input.title.ru?.trim() || zh },
  };
}

/**
 * The permissions an edit puts on a menu that it did not grant before: the new ones,
 * or all of them when the edit enables a disabled menu.
 */
function permsAdded(before: Menu, after: MenuFields): string[] {
  const perms = after.perms ?? before.perms;
  if (before.status !== 1 && after.status === 1) return perms;
  return perms.filter((p) => !before.perms.includes(p));
}

/**
 * §7 /admin/sys.menu/*: the menu tree. A menu grants its permissions to every role
 * that opens it, so nobody puts on a menu a permission they do not hold, the caller's
 * own role's menus included.
 */
export class Menus {
  constructor(
    private readonly repos: RbacRepositories,
    private readonly line: AdminAuditLine,
    /** Adds the default menus that are missing; answers how many it added. */
    private readonly seed: () => Promise<number>,
  ) {}

  async tree(lang: Lang) {
    const rows = await this.repos.menus.all();
    return toTree(rows.map((m) => menuView(m, lang)));
  }

  /** Adds the default menus that are missing. */
  async refresh(actor: AdminActor): Promise<void> {
    const added = await this.seed();
    if (added) await this.line(actor, 'sys.menu.refresh', 'menus', undefined, { added });
  }

  async add(actor: AdminActor, input: MenuInput): Promise<string> {
    if (input.parentId) requireValidParent(await this.repos.menus.all(), input.parentId);
    const fields = withTitles(input);
    requireHoldsAll(actor.perms, fields.perms ?? []);
    const id = await this.repos.menus.create({
      ...fields,
      apis: fields.apis ?? (fields.perms ?? []).map(apiOf),
    });
    await this.line(actor, 'sys.menu.add', id, undefined, fields);
    return id;
  }

  async edit(actor: AdminActor, id: string, input: MenuInput): Promise<void> {
    const fields = withTitles(input);
    const before = await this.repos.menus.findById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (fields.parentId) requireValidParent(await this.repos.menus.all(), fields.parentId, id);
    requireHoldsAll(actor.perms, permsAdded(before, fields));
    const after = await this.repos.menus.update(id, fields);
    await this.line(actor, 'sys.menu.edit', id, auditable(before), auditable(after));
  }

  async del(actor: AdminActor, id: string): Promise<void> {
    const before = await this.repos.menus.findById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (await this.repos.menus.hasChildren(id)) throw authFail('HAS_CHILDREN');
    await this.repos.menus.delete(id);
    await this.repos.roles.removeMenu(id);
    await this.line(actor, 'sys.menu.del', id, auditable(before));
  }
}
