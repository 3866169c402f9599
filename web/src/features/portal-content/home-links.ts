/** The portal page of each service content block the home page lists, in the §1 order. */
export const SERVICE_PAGES: { code: string; to: string }[] = [
  { code: 'page.tgfw', to: '/tgfw' },
  { code: 'page.service-2', to: '/service?id=2' },
  { code: 'page.logistics', to: '/logistics' },
  { code: 'page.industrial', to: '/industrial' },
  { code: 'page.loan', to: '/loan' },
  { code: 'page.report', to: '/report' },
  { code: 'page.trade', to: '/trade' },
  { code: 'page.promotion', to: '/promotion' },
];

/** A banner's or a promise's link: a portal path stays in the app, an address opens a tab. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
