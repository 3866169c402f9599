import { Types } from 'mongoose';
import type { Lang, LocalisedText } from '@trade/contracts';
import { newEvent, withEvents } from '@trade/service-kit';
import { authFail } from '../errors';
import type { AdminActor } from '../rbac/admin-actor';
import type { AdminAuditLine } from '../rbac/admin-audit';
import type { NavGroup, NavGroupModel, NavItem } from './nav.model';

type Change =
  'group-added' | 'group-edited' | 'group-deleted' | 'item-added' | 'item-edited' | 'item-deleted';

export interface NavGroupFields {
  code: string;
  name: Partial<LocalisedText> & { 'zh-cn': string };
  sort?: number;
  status?: 0 | 1;
}

export interface NavItemFields {
  parentId?: string | null;
  title: Partial<LocalisedText> & { 'zh-cn': string };
  url?: string;
  target?: '_self' | '_blank';
  sort?: number;
  status?: 0 | 1;
}

export interface NavItemView {
  id: string;
  groupId: string;
  parentId: string | null;
  title: string;
  titles: LocalisedText;
  url: string;
  target: string;
  sort: number;
  status: number;
  children?: NavItemView[];
}

/** What the portal reads: enabled items of enabled groups, in the caller's language. */
export interface PortalNavGroup {
  code: string;
  name: string;
  items: PortalNavItem[];
}
export interface PortalNavItem {
  id: string;
  title: string;
  url: string;
  target: string;
  children?: PortalNavItem[];
}

/** Labels as stored: a language may be missing. */
type StoredText = { [L in Lang]?: string | null } | null | undefined;

const titlesOf = (text: StoredText): LocalisedText => ({
  'zh-cn': text?.['zh-cn'] ?? '',
  en: text?.en ?? '',
  ru: text?.ru ?? '',
});
/** A label in `lang`, falling back to Chinese when that translation is missing. */
const labelIn = (text: StoredText, lang: Lang) => text?.[lang] || text?.['zh-cn'] || '';
const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

function treeOf<T extends { id: string; parentId: string | null; sort: number; children?: T[] }>(
  rows: T[],
): T[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  const roots: T[] = [];
  for (const row of [...byId.values()].sort(bySort)) {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

/**
 * §7 /admin/sys.customNavGroup/* and /admin/sys.customNav/*: the portal's navigation.
 * Each change writes a before/after audit line and a `trade.nav.changed` event that
 * rides in the group's document.
 */
export class Navigation {
  constructor(
    private readonly groups: NavGroupModel,
    private readonly line: AdminAuditLine,
    private readonly recorded: (groupId: string) => void = () => {},
  ) {}

  // ---- groups ----

  async groupList(lang: Lang) {
    const rows = await this.groups.find({ deleted: false }).lean<NavGroup[]>().exec();
    return rows.sort(bySort).map((group) => this.groupView(group, lang));
  }

  async groupInfo(id: string, lang: Lang) {
    return this.groupView(await this.groupOrFail(id), lang);
  }

  async groupAdd(actor: AdminActor, input: NavGroupFields): Promise<string> {
    const code = input.code.trim();
    await this.requireFreeCode(code);
    const doc = new this.groups({
      code,
      name: titlesOf(input.name),
      sort: input.sort ?? 0,
      status: input.status ?? 1,
      items: [],
    });
    const id = String(doc._id);
    const event = this.event(actor, 'group-added', id, code);
    doc.set({ _outbox: [JSON.stringify(event)], _outboxPending: true });
    await doc.save();
    this.recorded(id);
    await this.line(actor, 'sys.customNavGroup.add', id, undefined, { ...input, code });
    return id;
  }

  async groupEdit(actor: AdminActor, id: string, input: NavGroupFields): Promise<void> {
    const before = await this.groupOrFail(id);
    const code = input.code.trim();
    if (code !== before.code) await this.requireFreeCode(code);
    const fields = {
      code,
      name: titlesOf(input.name),
      sort: input.sort ?? before.sort,
      status: input.status ?? before.status,
    };
    await this.write(id, { $set: fields }, this.event(actor, 'group-edited', id, code));
    await this.line(actor, 'sys.customNavGroup.edit', id, this.groupAudit(before), {
      ...this.groupAudit(before),
      ...fields,
    });
  }

  /** A group with items is refused: its items go first, one by one, each audited. */
  async groupDel(actor: AdminActor, id: string): Promise<void> {
    const before = await this.groupOrFail(id);
    if (before.items.length > 0) throw authFail('HAS_CHILDREN');
    await this.write(id, { $set: { deleted: true } }, this.event(actor, 'group-deleted', id, before.code));
    await this.line(actor, 'sys.customNavGroup.del', id, this.groupAudit(before));
  }

  // ---- items ----

  async itemList(groupId: string, lang: Lang): Promise<NavItemView[]> {
    const group = await this.groupOrFail(groupId);
    return group.items.map((item) => this.itemView(groupId, item, lang)).sort(bySort);
  }

  async itemTree(groupId: string, lang: Lang): Promise<NavItemView[]> {
    return treeOf(await this.itemList(groupId, lang));
  }

  async itemInfo(id: string, lang: Lang): Promise<NavItemView> {
    const { group, item } = await this.itemOrFail(id);
    return this.itemView(String(group._id), item, lang);
  }

  async itemAdd(actor: AdminActor, groupId: string, input: NavItemFields): Promise<string> {
    const group = await this.groupOrFail(groupId);
    const parentId = input.parentId || null;
    if (parentId) requireParent(group.items, parentId);
    const id = new Types.ObjectId().toString();
    const item = {
      _id: id,
      key: null,
      parentId,
      title: titlesOf(input.title),
      url: (input.url ?? '').trim(),
      target: input.target ?? '_self',
      sort: input.sort ?? nextSort(group.items, parentId),
      status: input.status ?? 1,
    };
    await this.write(
      groupId,
      { $push: { items: item } },
      this.event(actor, 'item-added', groupId, group.code, id),
    );
    await this.line(actor, 'sys.customNav.add', id, undefined, { groupId, ...item });
    return id;
  }

  /** Also how the tree screen moves an item: a new parent and sort. */
  async itemEdit(actor: AdminActor, id: string, input: NavItemFields): Promise<void> {
    const { group, item: before } = await this.itemOrFail(id);
    const groupId = String(group._id);
    const parentId = input.parentId === undefined ? (before.parentId ?? null) : input.parentId || null;
    if (parentId) requireParent(group.items, parentId, id);
    const after = {
      ...before,
      parentId,
      title: titlesOf(input.title),
      url: input.url === undefined ? before.url : input.url.trim(),
      target: input.target ?? before.target,
      sort: input.sort ?? before.sort,
      status: input.status ?? before.status,
    };
    const items = group.items.map((item) => (item._id === id ? after : item));
    await this.write(groupId, { $set: { items } }, this.event(actor, 'item-edited', groupId, group.code, id));
    await this.line(actor, 'sys.customNav.edit', id, { groupId, ...before }, { groupId, ...after });
  }

  async itemDel(actor: AdminActor, id: string): Promise<void> {
    const { group, item } = await this.itemOrFail(id);
    if (group.items.some((other) => other.parentId === id)) throw authFail('HAS_CHILDREN');
    const groupId = String(group._id);
    const items = group.items.filter((other) => other._id !== id);
    await this.write(
      groupId,
      { $set: { items } },
      this.event(actor, 'item-deleted', groupId, group.code, id),
    );
    await this.line(actor, 'sys.customNav.del', id, { groupId, ...item });
  }

  // ---- the portal ----

  /** Enabled groups (all, or the one of `code`) with their enabled items as trees. */
  async portal(lang: Lang, code?: string): Promise<PortalNavGroup[]> {
    const filter = { deleted: false, status: 1, ...(code ? { code } : {}) };
    const rows = await this.groups.find(filter).lean<NavGroup[]>().exec();
    return rows.sort(bySort).map((group) => {
      const byId = new Map(group.items.map((item) => [item._id, item]));
      // An item shows only when it and every item above it are enabled.
      const shows = (item: NavItem | undefined): boolean =>
        !!item && item.status === 1 && (!item.parentId || shows(byId.get(item.parentId)));
      const views = group.items.filter(shows).map((item) => this.itemView(String(group._id), item, lang));
      const strip = (nodes: NavItemView[]): PortalNavItem[] =>
        nodes.map(({ id, title, url, target, children }) => ({
          id,
          title,
          url,
          target,
          ...(children?.length ? { children: strip(children) } : {}),
        }));
      return { code: group.code, name: labelIn(group.name, lang), items: strip(treeOf(views)) };
    });
  }

  // ---- helpers ----

  private async groupOrFail(id: string): Promise<NavGroup> {
    if (!Types.ObjectId.isValid(id)) throw authFail('NOT_FOUND');
    const group = await this.groups.findOne({ _id: id, deleted: false }).lean<NavGroup>().exec();
    if (!group) throw authFail('NOT_FOUND');
    return group;
  }

  private async itemOrFail(id: string): Promise<{ group: NavGroup; item: NavItem }> {
    const group = await this.groups.findOne({ deleted: false, 'items._id': id }).lean<NavGroup>().exec();
    const item = group?.items.find((candidate) => candidate._id === id);
    if (!group || !item) throw authFail('NOT_FOUND');
    return { group, item };
  }

  private async requireFreeCode(code: string): Promise<void> {
    if (await this.groups.exists({ code, deleted: false })) throw authFail('NAME_TAKEN');
  }

  private async write(
    groupId: string,
    update: Record<string, Record<string, unknown>>,
    event: ReturnType<Navigation['event']>,
  ) {
    await this.groups.updateOne({ _id: groupId }, withEvents(update, event)).exec();
    this.recorded(groupId);
  }

  private event(actor: AdminActor, change: Change, groupId: string, groupCode: string, itemId?: string) {
    return newEvent('auth', 'trade.nav.changed', groupId, {
      groupId,
      groupCode,
      change,
      ...(itemId ? { itemId } : {}),
      changedBy: actor.sub,
    });
  }

  private groupView(group: NavGroup, lang: Lang) {
    return {
      id: String(group._id),
      code: group.code,
      name: labelIn(group.name, lang),
      names: titlesOf(group.name),
      sort: group.sort,
      status: group.status,
      itemCount: group.items.length,
    };
  }

  private groupAudit(group: NavGroup) {
    return { code: group.code, name: titlesOf(group.name), sort: group.sort, status: group.status };
  }

  private itemView(groupId: string, item: NavItem, lang: Lang): NavItemView {
    return {
      id: item._id,
      groupId,
      parentId: item.parentId ?? null,
      title: labelIn(item.title, lang),
      titles: titlesOf(item.title),
      url: item.url,
      target: item.target,
      sort: item.sort,
      status: item.status,
    };
  }
}

/** The parent must be another item of the group, not the item itself or one under it. */
function requireParent(items: NavItem[], parentId: string, selfId?: string): void {
  if (!items.some((item) => item._id === parentId)) throw authFail('PARENT_INVALID');
  if (!selfId) return;
  for (let at: string | null | undefined = parentId; at; at = items.find((i) => i._id === at)?.parentId) {
    if (at === selfId) throw authFail('PARENT_INVALID');
  }
}

function nextSort(items: NavItem[], parentId: string | null): number {
  const siblings = items.filter((item) => (item.parentId ?? null) === parentId);
  return siblings.reduce((max, item) => Math.max(max, item.sort), 0) + 10;
}
