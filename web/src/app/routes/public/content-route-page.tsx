import { Button } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsultationType } from '@/features/session/consultation/api';
import { ConsultationSection } from '@/features/session/consultation/consultation-section';
import { ContentPage } from '@/features/portal-content/content-page';

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
      <Link to="/map" data-testid="service-map">
        <Button type="primary" size="large" icon={<EnvironmentOutlined />}>
          {t('portal:map.open')}
        </Button>
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
      {form && <ConsultationSection type={form.type} source={form.source} />}
    </ContentPage>
  );
}
