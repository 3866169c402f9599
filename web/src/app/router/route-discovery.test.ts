import { createMemoryRouter, type RouteObject } from 'react-router';
import { discoverRoutes, routerReady } from './route-discovery';

const page = (path: string): RouteObject => ({ path, Component: () => null });
const ROUTES: RouteObject[] = [
  {
    id: 'root',
    children: [
      { id: 'layout-public', children: [page('/'), page('/supplier/:id')] },
      { id: 'layout-member', children: [page('/memberContract/info/:id')] },
      { id: 'layout-admin', children: [page('/admin/system/dict')] },
      { path: '*', Component: () => null },
    ],
  },
];

/** A memory router started on `path` with the discovered routes; resolves once it is ready. */
async function startOn(path: string) {
  const { routes, patchRoutesOnNavigation } = discoverRoutes(ROUTES, path);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  await routerReady(router);
  const layouts = () =>
    router.routes[0]!.children!.map((r) => r.id).filter((id) => id?.startsWith('layout-'));
  const leaf = () => router.state.matches.at(-1)!.route.path;
  return { router, layouts, leaf };
}

describe('route discovery', () => {
  it('starts with the one layout that holds the address', async () => {
    const { layouts, leaf } = await startOn('/supplier/42');
    expect(layouts()).toEqual(['layout-public']);
    expect(leaf()).toBe('/supplier/:id');
  });

  it('adds a layout on the first navigation into it, and each only once', async () => {
    const { router, layouts, leaf } = await startOn('/');
    await router.navigate('/admin/system/dict');
    expect(leaf()).toBe('/admin/system/dict');
    await router.navigate('/memberContract/info/7');
    expect(leaf()).toBe('/memberContract/info/:id');
    await router.navigate('/admin/system/dict');
    expect(layouts()).toEqual(['layout-public', 'layout-admin', 'layout-member']);
  });

  it('still ends on the catch-all for an address no layout has', async () => {
    const { router, leaf } = await startOn('/nowhere');
    expect(leaf()).toBe('*');
    await router.navigate('/memberContract/info/7');
    expect(leaf()).toBe('/memberContract/info/:id');
  });
});
