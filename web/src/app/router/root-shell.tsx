import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { closePageNotifications } from '@/lib/feedback';
import { useTranslation } from 'react-i18next';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { RouteHandle } from './build-routes';
import { PageMetaContext, type PageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/api/public-config';

NProgress.configure({ showSpinner: false });

/** The deepest matched route title, for the page title and headers. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const handle = match?.handle as RouteHandle | undefined;
  return match?.params.id === '0' && handle?.newTitle ? handle.newTitle : handle?.title;
}

/**
 * Sets "page title - app name" (§2) and the meta description, and follows language
 * changes. The title is the route's, unless the page named its own (an article's
 * title, a content page's); the description is the page's, else the site's.
 */
function usePageTitle(meta: PageMeta | null): void {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const own = meta?.pathname === pathname ? meta : null;
  // The back office names the site (`site.name`): a change shows at the next settings read.
  const app = useSiteName();
  useEffect(() => {
    const pageTitle = own?.title || (title ? t(title) : '');
    document.title = pageTitle ? `${pageTitle} - ${app}` : app;
    setMetaDescription(own?.description || t('common:siteDescription'));
  }, [app, title, t, i18n.language, own?.title, own?.description]);
}

function setMetaDescription(text: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/** §2: a progress bar while a navigation loads its chunks and runs its guard. */
function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}

/** A page's notifications (request errors) do not follow the user to the next page. */
function useNotificationsPerPage(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) closePageNotifications();
    first.current = pathname;
  }, [pathname]);
}

/** The document's title and description: a leaf, so the settings' answer redraws only it. */
function DocumentTitle({ meta }: { meta: PageMeta | null }) {
  usePageTitle(meta);
  return null;
}

export function RootShell() {
  const [meta, setMeta] = useState<PageMeta | null>(null);
  useNavigationProgress();
  useNotificationsPerPage();
  return (
    <PageMetaContext.Provider value={setMeta}>
      <DocumentTitle meta={meta} />
      <Outlet />
    </PageMetaContext.Provider>
  );
}
