import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { makeStore } from './store';
import { buildRoutes } from './router/build-routes';
import { isMobileDevice } from './router/device';

export function App() {
  const store = useMemo(makeStore, []);
  // The variant is chosen once per page load: layouts differ too much to swap live.
  const router = useMemo(() => createBrowserRouter(buildRoutes(isMobileDevice())), []);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
