import { useTranslation } from 'react-i18next';
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

/**
 * The portal header navigation and footer links, from the custom navigation the back
 * office edits (groups `header` and `footer`). Until it answers, or if it cannot, the
 * built-in §1 navigation shows, so the portal never draws an empty header.
 */
export function usePortalNavigation(): PortalNavigation {
  const { t, i18n } = useTranslation();
  // The language is the cache key: the server answers in the request's language.
  const { data } = usePortalNavQuery(i18n.language);
  const group = (code: string): PortalNavGroup | undefined => data?.find((g) => g.code === code);
  const header = group('header');
  const footer = group('footer');
  return {
    header: header ? header.items.map(toNavItem) : PORTAL_NAV,
    footer: footer ? footer.items.map(toNavItem) : SERVICE_PROMISES.map((key) => ({ key, text: t(key) })),
  };
}
