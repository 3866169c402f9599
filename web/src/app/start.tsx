import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { coreTextsLoaded } from '@/i18n';
import { App } from '@/app/app';
import { installGlobalErrorHandlers } from '@/app/global-errors';
import { buildRoutes, portalPageFor } from '@/app/router/build-routes';
import { discoverRoutes, routerReady } from '@/app/router/route-discovery';
import { isMobileDevice } from '@/app/router/device';
import { firstPageData } from '@/app/router/first-page-data';
import { makeStore } from '@/app/store';
import { nextTask } from '@/lib/next-task';

/**
 * Starts the variant this device gets: its providers (antd on a desktop, antd-mobile on a
 * phone), the interface language's texts, the first route's chunks and the data its page
 * draws first load side by side, then the app draws over whatever the server rendered
 * into #root.
 */
// One import() each, so each loads only its own chunks (a phone never fetches antd).
const mobileProviders = () => import('@/app/mobile-providers').then((m) => m.MobileAppProviders);
const desktopProviders = () => import('@/app/providers').then((m) => m.AppProviders);

export async function startApp(): Promise<void> {
  installGlobalErrorHandlers();
  const mobile = isMobileDevice();
  const { routes, patchRoutesOnNavigation } = discoverRoutes(buildRoutes(mobile), window.location.pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  const store = makeStore();
  const [providers] = await Promise.all([
    // Like a page's (lazy-page.ts), the import starts in a task of its own, not the router's.
    nextTask().then(mobile ? mobileProviders : desktopProviders),
    coreTextsLoaded(),
    routerReady(router),
    firstPageData(store, portalPageFor(window.location.pathname, mobile), new URL(window.location.href)),
  ]);
  const root = document.getElementById('root')!;
  // The server's page stays until the app's first draw replaces it: no loading state in
  // between. A transition lets React draw in slices, so a slow phone is not blocked meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} providers={providers} store={store} />
      </StrictMode>,
    );
  });
}
