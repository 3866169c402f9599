import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContentBlocksQuery, useHomeIndexQuery, type ContentBlock } from '@/features/portal-content/api';
import { usePortalNavQuery, type PortalNavEntry, type PortalNavGroup } from '@/features/sys-nav/api';
import { HOME_PATHS } from '@/lib/api/public-config';
import { FOOTER_LINKS, PORTAL_NAV, SERVICE_PROMISES, type NavItem } from './portal-nav';

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
  /** The footer's links: the custom navigation's `footer` group. */
  footer: readonly NavItem[];
  /** The footer's service promises (content blocks), as text, or links when given one. */
  promises: readonly NavItem[];
}

/** A promise content block as a footer promise: its title, a link when it has one. */
const promiseItem = (block: ContentBlock): NavItem => ({
  key: block.code,
  text: block.title,
  ...(block.link ? (isExternal(block.link) ? { href: block.link } : { to: block.link }) : {}),
});

/**
 * The portal header navigation and footer links, from the custom navigation the back
 * office edits (groups `header` and `footer`). Until it answers, or if it cannot, the
 * built-in §1 navigation and links show, so the portal never draws an empty header. The
 * footer's service promises are content blocks, with the built-in texts until they
 * answer. On the home page all of it comes with the home call, the page's only data call.
 */
export function usePortalNavigation(): PortalNavigation {
  const { t, i18n } = useTranslation();
  const onHome = HOME_PATHS.has(useLocation().pathname);
  // The language is the cache key: the server answers in the request's language.
  const home = useHomeIndexQuery(i18n.language, { skip: !onHome });
  const own = usePortalNavQuery(i18n.language, { skip: onHome });
  const blocks = useContentBlocksQuery({ group: 'promise', lang: i18n.language }, { skip: onHome });
  const data = (onHome ? home.data?.navigation : own.data) as PortalNavGroup[] | null | undefined;
  const promises = onHome ? home.data?.promises : blocks.data;
  // The same object until an answer or the language changes: the footer's deferred redraw
  // (public-mobile-layout.tsx) compares it.
  return useMemo(() => {
    const group = (code: string): PortalNavGroup | undefined => data?.find((g) => g.code === code);
    const header = group('header');
    const footer = group('footer');
    return {
      header: header ? header.items.map(toNavItem) : PORTAL_NAV,
      footer: footer ? footer.items.map(toNavItem) : FOOTER_LINKS,
      promises: promises?.length
        ? promises.map(promiseItem)
        : SERVICE_PROMISES.map((key) => ({ key, text: t(key) })),
    };
  }, [data, promises, t]);
}
