import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from '@/i18n';
import type { FirstData } from '@/app/router/first-page-data';
import { portalContentApi } from '@/features/portal-content/api';
import type { ConsultationType } from '@/features/session/consultation/api';
import { ConsultationSection } from '@/features/session/consultation/consultation-section';
import { ContentPage } from '@/features/portal-content/content-page';
import { isMobileDevice } from '@/app/router/device';

/** The content block each portal page shows (§2): service, company and legal pages. */
const BLOCK_OF_PATH: Record<string, string> = {
  '/tgfw': 'page.tgfw',
  '/logistics': 'page.logistics',
  '/industrial': 'page.industrial',
  '/loan': 'page.loan',
  '/trade': 'page.trade',
  '/report': 'page.report',
  '/about': 'page.about',
  '/promotion': 'page.promotion',
  '/privacy': 'legal.privacy',
  '/terms': 'legal.terms',
};

/** /service?id=N shows the block `page.service-N` (2: warehousing); the others by path. */
export function blockOf(pathname: string, serviceId: string | null): string {
  if (pathname === '/service')
    return `page.service-${serviceId && /^\d+$/.test(serviceId) ? serviceId : '2'}`;
  return BLOCK_OF_PATH[pathname] ?? 'page.about';
}

/** The page's text, in the interface language. */
export const firstData: FirstData = (store, { pathname, searchParams }) =>
  store.dispatch(
    portalContentApi.endpoints.contentBlock.initiate(
      { code: blockOf(pathname, searchParams.get('id')), lang: i18next.language },
      { subscribe: false },
    ),
  );

/** The consultation form under each page's text: its type and the source operations see. */
export function formOf(
  pathname: string,
  params: URLSearchParams,
): { type: ConsultationType; source: string } | null {
  switch (pathname) {
    case '/service':
      return { type: 'service', source: blockOf(pathname, params.get('id')).replace('page.', '') };
    case '/tgfw':
    case '/industrial':
    case '/loan':
    case '/trade':
      return { type: 'service', source: pathname.slice(1) };
    case '/logistics':
      return { type: 'logistics', source: params.get('from') === 'map' ? 'map' : 'logistics' };
    case '/report':
      return { type: 'report', source: 'report' };
    case '/promotion':
      return { type: 'promotion', source: 'promotion' };
    case '/about':
      return { type: 'message', source: 'about' };
    default:
      return null;
  }
}

/** The warehousing page leads on to the map of the warehouses (§1). */
function MapEntry() {
  const { t } = useTranslation();
  return (
    <p className="content-page-more">
      <Link to="/map" className="content-page-button" data-testid="service-map">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        {t('portal:map.open')}
      </Link>
    </p>
  );
}

/** A portal page whose text the back office edits, desktop and mobile alike, with its form. */
export default function ContentRoutePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = blockOf(pathname, params.get('id'));
  const form = formOf(pathname, params);
  return (
    <ContentPage key={code} code={code}>
      {code === 'page.service-2' && <MapEntry />}
      {form && <ConsultationSection type={form.type} source={form.source} onRequest={isMobileDevice()} />}
    </ContentPage>
  );
}
