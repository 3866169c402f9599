import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHomeIndexQuery } from '@/features/portal-content/api';
import { usePortalNavQuery, type PortalNavEntry, type PortalNavGroup } from '@/features/sys-nav/api';
import { PORTAL_NAV, SERVICE_PROMISES, type NavItem } from './portal-nav';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** A server navigation entry as the layouts draw it: a route, a new tab, or a heading. */
export function toNavItem(entry: PortalNavEntry): NavItem {
  const children = entry.children?.length ? entry.children.map(toNavItem) : undefined;
  const opensTab = isExternal(entry.url) || entry.target === '_blank';
  return {
    key: entry.id,
    text: entry.title,
    ...(children ? { children } : {}),
    ...(entry.url && !children ? (opensTab ? { href: entry.url } : { to: entry.url }) : {}),
  };
}

export interface PortalNavigation {
  header: readonly NavItem[];
  /** The footer's entries: the service promises, as text, or links when given a URL. */
  footer: readonly NavItem[];
}

/** The home routes: their one call (§7 /index/index) carries the navigation too. */
const HOME_PATHS = new Set(['/', '/pages/home']);

/**
 * The portal header navigation and footer links, from the custom navigation the back
 * office edits (groups `header` and `footer`). Until it answers, or if it cannot, the
 * built-in §1 navigation shows, so the portal never draws an empty header. On the home
 * page it comes with the home call, which then is the page's only data call.
 */
export function usePortalNavigation(): PortalNavigation {
  const { t, i18n } = useTranslation();
  const onHome = HOME_PATHS.has(useLocation().pathname);
  // The language is the cache key: the server answers in the request's language.
  const home = useHomeIndexQuery(i18n.language, { skip: !onHome });
  const own = usePortalNavQuery(i18n.language, { skip: onHome });
  const data = (onHome ? home.data?.navigation : own.data) as PortalNavGroup[] | null | undefined;
  const group = (code: string): PortalNavGroup | undefined => data?.find((g) => g.code === code);
  const header = group('header');
  const footer = group('footer');
  return {
    header: header ? header.items.map(toNavItem) : PORTAL_NAV,
    footer: footer ? footer.items.map(toNavItem) : SERVICE_PROMISES.map((key) => ({ key, text: t(key) })),
  };
}
