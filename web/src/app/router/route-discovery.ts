import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { AppRouter } from '@/app/app';

/**
 * The routes a router starts with for one address, and how the rest join it: the root
 * holds only the layout whose pages include that address (a phone opening the portal does
 * not build the back office's two hundred routes, the larger part of making the router), and
 * any other layout is added on the first navigation into it. An address no layout has
 * first matches the root's catch-all, which makes the router ask again (a splat match may
 * hide a more specific route), so a deep link into any area still finds its page.
 */
export function discoverRoutes(
  routes: RouteObject[],
  pathname: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const [root, ...rest] = routes;
  if (!root?.id || !root.children || rest.length)
    throw new Error('discoverRoutes expects one root route with an id');
  const rootId = root.id;
  const isLayout = (route: RouteObject) => Boolean(route.id?.startsWith('layout-'));
  const pending = root.children.filter(isLayout);
  const holds = (layout: RouteObject, path: string) => matchRoutes([layout], path) !== null;
  const take = (path: string) => {
    const index = pending.findIndex((layout) => holds(layout, path));
    return index < 0 ? undefined : pending.splice(index, 1)[0];
  };
  const first = take(pathname);
  return {
    routes: [
      { ...root, children: [...(first ? [first] : []), ...root.children.filter((r) => !isLayout(r))] },
    ],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const layout = take(path);
      if (layout) patch(rootId, [layout]);
    },
  };
}

/** Resolves once a router has loaded its first route's layout and page (or its error). */
export function routerReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
