import type { MenuProps } from 'antd';
import { matchPath } from 'react-router';
import { MEMBER_MENU_GROUPS, ROUTES, type RouteEntry } from '@/app/router/registry';

type Item = NonNullable<MenuProps['items']>[number];

/** The desktop member side menu (§2), built from the route registry. */
export function memberMenuItems(
  t: (key: string) => string,
  render: (entry: RouteEntry) => React.ReactNode,
  routes: readonly RouteEntry[] = ROUTES,
): Item[] {
  const entries = routes.filter((r) => r.layout === 'member' && !r.menu?.hidden);
  const items: Item[] = entries.filter((r) => !r.menu?.group).map((r) => ({ key: r.path, label: render(r) }));
  for (const group of MEMBER_MENU_GROUPS) {
    const children = entries
      .filter((r) => r.menu?.group === group.key)
      .map((r) => ({ key: r.path, label: render(r) }));
    if (children.length) items.push({ key: group.key, label: t(group.title), children });
  }
  return items;
}

/**
 * The group that holds `pathname`, so the sub-menu opens on first render; a hidden page
 * with a parameter (a contract's `/memberContract/info/:id`) opens its group too.
 */
export function memberMenuGroupOf(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): string | undefined {
  return routes.find((r) => r.layout === 'member' && matchPath(r.path, pathname))?.menu?.group;
}
