import { CUSTOMS_DATA_URL } from '@/app/config';

/** §1 portal navigation, shared by the desktop and mobile portal layouts. */
export interface NavItem {
  key: string;
  /** i18n key in the portal namespace (the built-in navigation). */
  label?: string;
  /** Ready text (the custom navigation the back office edits), used instead of `label`. */
  text?: string;
  to?: string;
  /** External links open in a new tab. */
  href?: string;
  children?: NavItem[];
}

export const PORTAL_NAV: readonly NavItem[] = [
  { key: 'home', label: 'portal:nav.home', to: '/' },
  { key: 'supply', label: 'portal:nav.supply', to: '/supply' },
  { key: 'demand', label: 'portal:nav.demand', to: '/demand' },
  {
    key: 'newChannel',
    label: 'portal:nav.newChannel',
    children: [
      { key: 'tgfw', label: 'portal:nav.tgfw', to: '/tgfw' },
      { key: 'warehouse', label: 'portal:nav.warehouse', to: '/service?id=2' },
      { key: 'logistics', label: 'portal:nav.logistics', to: '/logistics' },
      { key: 'industrial', label: 'portal:nav.industrial', to: '/industrial' },
      { key: 'loan', label: 'portal:nav.loan', to: '/loan' },
    ],
  },
  { key: 'customsData', label: 'portal:nav.customsData', href: CUSTOMS_DATA_URL },
  { key: 'report', label: 'portal:nav.report', to: '/report' },
  { key: 'trade', label: 'portal:nav.trade', to: '/trade' },
  { key: 'articles', label: 'portal:nav.articles', to: '/article/list' },
  { key: 'about', label: 'portal:nav.about', to: '/about' },
];

/** §1 footer links, until the custom navigation's `footer` group answers. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { key: 'about', label: 'portal:nav.about', to: '/about' },
  { key: 'articles', label: 'portal:nav.articles', to: '/article/list' },
  { key: 'privacy', label: 'portal:pages.privacy', to: '/privacy' },
  { key: 'terms', label: 'portal:pages.terms', to: '/terms' },
];

/** §1 footer: the four service promises. */
export const SERVICE_PROMISES = [
  'portal:footer.promise.allWeather',
  'portal:footer.promise.fastResponse',
  'portal:footer.promise.customerFirst',
  'portal:footer.promise.security',
] as const;

/** What an item shows: its ready text, or its translated label. */
export const navText = (item: NavItem, t: (key: string) => string): string =>
  item.text ?? t(item.label ?? '');

/** The nav key whose route matches `pathname` (for highlighting). */
export function activeNavKey(
  pathname: string,
  search = '',
  items: readonly NavItem[] = PORTAL_NAV,
): string | undefined {
  const flat = items.flatMap((i) => [i, ...(i.children ?? [])]);
  const full = pathname + search;
  return (flat.find((i) => i.to === full) ?? flat.find((i) => i.to && i.to.split('?')[0] === pathname))?.key;
}
