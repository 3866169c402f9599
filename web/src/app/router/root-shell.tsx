import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { closePageNotifications } from '@/lib/feedback';
import { useTranslation } from 'react-i18next';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { RouteHandle } from './build-routes';

NProgress.configure({ showSpinner: false });

/** The deepest matched route title, for the page title and headers. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const handle = match?.handle as RouteHandle | undefined;
  return match?.params.id === '0' && handle?.newTitle ? handle.newTitle : handle?.title;
}

/** Sets "route title - app name" (§2) and follows language changes. */
function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle();
  useEffect(() => {
    const app = t('common:appName');
    document.title = title ? `${t(title)} - ${app}` : app;
  }, [title, t, i18n.language]);
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

export function RootShell() {
  usePageTitle();
  useNavigationProgress();
  useNotificationsPerPage();
  return <Outlet />;
}
