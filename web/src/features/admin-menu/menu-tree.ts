/**
 * A node of the admin menu from `GET /system/menu/my/{version}` (§7). The spec does not
 * show its fields; this accepts the usual names (title/name/label, path/url).
 */
export interface MenuNode {
  id?: string | number;
  title?: string;
  name?: string;
  label?: string;
  path?: string;
  url?: string;
  icon?: string;
  hidden?: boolean;
  children?: MenuNode[];
}

export interface MenuItemView {
  key: string;
  title: string;
  path?: string;
  children?: MenuItemView[];
}

export const menuTitle = (n: MenuNode): string => n.title ?? n.label ?? n.name ?? '';
export const menuPath = (n: MenuNode): string | undefined => n.path ?? n.url;

/** Normalises the server tree, dropping hidden nodes. */
export function toMenuView(nodes: readonly MenuNode[] | null | undefined, prefix = ''): MenuItemView[] {
  return (nodes ?? [])
    .filter((n) => !n.hidden)
    .map((n, i) => {
      const key = String(menuPath(n) ?? n.id ?? `${prefix}${i}`);
      const children = n.children?.length ? toMenuView(n.children, `${key}/`) : undefined;
      return { key, title: menuTitle(n), path: menuPath(n), children };
    });
}

/** The chain of menu items leading to `pathname`, for the breadcrumb (empty when none matches). */
export function breadcrumbFor(items: readonly MenuItemView[], pathname: string): MenuItemView[] {
  for (const item of items) {
    if (item.path === pathname) return [item];
    if (item.children) {
      const below = breadcrumbFor(item.children, pathname);
      if (below.length) return [item, ...below];
    }
  }
  return [];
}

/**
 * The chain of the menu item a page lies under when the page itself is not in the menu
 * (a save page `/admin/product/spu/12` under the list `/admin/product/spu`); empty when
 * the page is in the menu or under none.
 */
export function parentTrailFor(items: readonly MenuItemView[], pathname: string): MenuItemView[] {
  if (breadcrumbFor(items, pathname).length) return [];
  for (
    let path = pathname.replace(/\/[^/]+$/, '');
    path.split('/').length > 2;
    path = path.replace(/\/[^/]+$/, '')
  ) {
    const trail = breadcrumbFor(items, path);
    if (trail.length) return trail;
  }
  return [];
}
