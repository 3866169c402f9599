import { useMemo, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { makeStore, type AppStore } from './store';
import { buildRoutes } from './router/build-routes';

export type Providers = ComponentType<{ store: AppStore; children: ReactNode }>;

/**
 * The app for one variant, chosen once per page load (layouts differ too much to swap
 * live): `mobile` picks the routes' layouts, `providers` the UI library's (main.tsx loads
 * only the variant's own, so a phone never downloads antd's providers and a desktop never
 * antd-mobile's).
 */
export function App({ mobile, providers: AppProviders }: { mobile: boolean; providers: Providers }) {
  const store = useMemo(makeStore, []);
  const router = useMemo(() => createBrowserRouter(buildRoutes(mobile)), [mobile]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
