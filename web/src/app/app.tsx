import { useMemo, type ComponentType, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { makeStore, type AppStore } from './store';

export type Providers = ComponentType<{ store: AppStore; children: ReactNode }>;
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app for one variant, chosen once per page load (layouts differ too much to swap
 * live): `router` holds the variant's routes and layouts, `providers` the UI library's
 * (start.tsx loads only the variant's own, so a phone never downloads antd's providers and a
 * desktop never antd-mobile's).
 */
export function App({ router, providers: AppProviders }: { router: AppRouter; providers: Providers }) {
  const store = useMemo(makeStore, []);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
