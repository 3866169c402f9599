import { useLocation, useSearchParams } from 'react-router';
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

/** A portal page whose text the back office edits, desktop and mobile alike. */
export default function ContentRoutePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = blockOf(pathname, params.get('id'));
  return <ContentPage key={code} code={code} />;
}
