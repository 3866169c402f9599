import { ALL_PERMISSIONS, type Lang } from '@trade/contracts';
import type { AdminUser, Menu, Role } from './rbac.models';

/** The permission strings a user's enabled roles grant: each role's own plus those of its enabled menus. */
export function permissionsOf(roles: readonly Role[], menus: readonly Menu[]): string[] {
  const byId = new Map(menus.map((m) => [String(m._id), m]));
  const perms = new Set<string>();
  for (const role of roles) {
    if (role.status !== 1) continue;
    role.perms.forEach((p) => perms.add(p));
    for (const id of role.menuIds) {
      const menu = byId.get(id);
      if (menu && menu.status === 1) menu.perms.forEach((p) => perms.add(p));
    }
  }
  return perms.has(ALL_PERMISSIONS) ? [ALL_PERMISSIONS] : [...perms].sort();
}

/** The menus a user may see: those of its enabled roles (ALL_PERMISSIONS: all), with their ancestors. */
export function visibleMenus(roles: readonly Role[], menus: readonly Menu[]): Menu[] {
  const enabled = menus.filter((m) => m.status === 1);
  const all = roles.some((r) => r.status === 1 && r.perms.includes(ALL_PERMISSIONS));
  if (all) return enabled;
  const byId = new Map(enabled.map((m) => [String(m._id), m]));
  const granted = new Set<string>();
  for (const role of roles) {
    if (role.status !== 1) continue;
    for (const id of role.menuIds) {
      let menu = byId.get(id);
      while (menu && !granted.has(String(menu._id))) {
        granted.add(String(menu._id));
        menu = menu.parentId ? byId.get(menu.parentId) : undefined;
      }
    }
  }
  return enabled.filter((m) => granted.has(String(m._id)));
}

export interface MenuNodeView {
  id: string;
  parentId: string | null;
  title: string;
  titles: Record<Lang, string>;
  type: string;
  path: string;
  icon: string;
  perms: string[];
  apis: string[];
  sort: number;
  hidden: boolean;
  status: number;
  children?: MenuNodeView[];
}

export function menuView(menu: Menu, lang: Lang): MenuNodeView {
  const titles = {
    'zh-cn': menu.title?.['zh-cn'] ?? '',
    en: menu.title?.en ?? '',
    ru: menu.title?.ru ?? '',
  };
  return {
    id: String(menu._id),
    parentId: menu.parentId ?? null,
    title: titles[lang] || titles['zh-cn'],
    titles,
    type: menu.type,
    path: menu.path,
    icon: menu.icon,
    perms: [...menu.perms],
    apis: [...menu.apis],
    sort: menu.sort,
    hidden: menu.hidden,
    status: menu.status,
  };
}

/** Builds a tree from rows with `id`/`parentId`, ordered by `sort`; orphans become roots. */
export function toTree<T extends { id: string; parentId: string | null; sort: number; children?: T[] }>(
  rows: readonly T[],
): T[] {
  const byId = new Map(rows.map((r) => [r.id, { ...r }]));
  const roots: T[] = [];
  for (const row of byId.values()) {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  const order = (list: T[]) => {
    list.sort((a, b) => a.sort - b.sort);
    list.forEach((n) => n.children && order(n.children));
    return list;
  };
  return order(roots);
}

/** §3 "User info" of an admin: role, realname, username, mobile, and the stored permissions list. */
export function adminInfo(user: AdminUser, roles: readonly Role[], perms: string[]) {
  return {
    id: String(user._id),
    kind: 'admin' as const,
    username: user.username,
    realname: user.realname,
    mobile: user.mobile,
    role: roles.filter((r) => r.status === 1).map((r) => r.name),
    roles: roles.map((r) => String(r._id)),
    permissions: perms,
  };
}
