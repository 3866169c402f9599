import type { ComponentType, ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store';

export type Providers = ComponentType<{ store: AppStore; children: ReactNode }>;
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app for one variant, chosen once per page load (layouts differ too much to swap
 * live): `router` holds the variant's routes and layouts, `providers` the UI library's
 * (start.tsx loads only the variant's own, so a phone never downloads antd's providers and a
 * desktop never antd-mobile's), `store` the data, which start.tsx may already have asked for.
 */
export function App({
  router,
  providers: AppProviders,
  store,
}: {
  router: AppRouter;
  providers: Providers;
  store: AppStore;
}) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
