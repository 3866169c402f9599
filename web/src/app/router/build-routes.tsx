import { createElement, type ComponentType } from 'react';
import { matchPath, redirect, type RouteObject } from 'react-router';
import { loadAreaTexts } from '@/i18n';
import { ROUTES, type LayoutId, type RouteEntry } from './registry';
import { loadPage, type PageImporter } from './lazy-page';
import { requireSession } from './guard';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error';
import { PageFallback } from './page-fallback';
import { LAYOUT_AUDIENCE, sessionFits, type Audience } from './audience';

/** Route `handle`: what the title and breadcrumb read. */
export interface RouteHandle {
  title: string;
  /** Title of a save route opened with id 0, i.e. for a new item. */
  newTitle?: string;
}

const LAYOUTS: Record<LayoutId, (mobile: boolean) => PageImporter> = {
  public: (mobile) =>
    mobile
      ? () => import('@/app/layouts/public-mobile-layout')
      : () => import('@/app/layouts/public-desktop-layout'),
  // The texts no portal visitor needs are not bundled: they load with the layouts that show
  // them, before those draw.
  member: () => () =>
    Promise.all([import('@/app/layouts/member-desktop-layout'), loadAreaTexts('contract', 'customs')]).then(
      ([layout]) => layout,
    ),
  memberMobile: () => () =>
    Promise.all([import('@/app/layouts/member-mobile-layout'), loadAreaTexts('contract', 'customs')]).then(
      ([layout]) => layout,
    ),
  admin: () => () =>
    Promise.all([import('@/app/layouts/admin-layout'), loadAreaTexts('admin', 'contract', 'customs')]).then(
      ([layout]) => layout,
    ),
};

const mobilePlaceholder: PageImporter = () => import('@/app/routes/mobile/placeholder-page');

const lazyComponent = (importer: PageImporter, chunk: string) => async () => ({
  Component: (await loadPage(importer, chunk)).default,
});

/**
 * A layout that shows the §2 no-permission page instead of itself (and its page) to a
 * signed-in user of the other audience: a member in the back office, an admin in the
 * member area. Nothing of the area is drawn, so none of its calls is made.
 */
const gatedLayout = (importer: PageImporter, chunk: string, audience: Audience) => async () => {
  const [Layout, { NoAccessPage }] = await Promise.all([
    loadPage(importer, chunk).then((module) => module.default),
    import('@/app/routes/not-found-page'),
  ]);
  const Gated: ComponentType = () =>
    sessionFits(audience) ? createElement(Layout) : createElement(NoAccessPage, { reason: 'forbidden' });
  return { Component: Gated };
};

/** §2: on mobile, the home page is /pages/home. */
const MOBILE_HOME = '/pages/home';

/** The page module a route shows on this device. */
const pageOf = (entry: RouteEntry, mobile: boolean): PageImporter =>
  mobile && entry.layout === 'public' ? (entry.mobilePage ?? mobilePlaceholder) : entry.page;

/**
 * The page module a portal address opens on this device (the one that may declare first
 * data), or undefined for any other address. The portal's paths are plain, so the first
 * match is the page.
 */
export function portalPageFor(pathname: string, mobile: boolean, entries = ROUTES): PageImporter | undefined {
  const path = mobile && pathname === '/' ? MOBILE_HOME : pathname;
  const entry = entries.find((e) => e.layout === 'public' && matchPath(e.path, path));
  return entry && pageOf(entry, mobile);
}

function toRoute(entry: RouteEntry, mobile: boolean): RouteObject {
  const importer = pageOf(entry, mobile);
  const route: RouteObject = {
    path: entry.path,
    handle: { title: entry.title, newTitle: entry.newTitle } satisfies RouteHandle,
    lazy: lazyComponent(importer, entry.path),
  };
  if (entry.access === 'auth') route.loader = requireSession;
  if (mobile && entry.path === '/') route.loader = () => redirect(MOBILE_HOME);
  return route;
}

/** Builds the react-router tree from the registry for this device. */
export function buildRoutes(mobile: boolean, entries: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as LayoutId[];
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageFallback,
      children: [
        ...layouts.map((layout): RouteObject => ({
          id: `layout-${layout}`,
          lazy: LAYOUT_AUDIENCE[layout]
            ? gatedLayout(LAYOUTS[layout](mobile), `layout/${layout}`, LAYOUT_AUDIENCE[layout])
            : lazyComponent(LAYOUTS[layout](mobile), `layout/${layout}`),
          children: entries.filter((e) => e.layout === layout).map((e) => toRoute(e, mobile)),
        })),
        // §2: the member layout sits under /member and redirects to /home.
        { path: '/member', loader: () => redirect('/home') },
        {
          path: '*',
          handle: { title: 'common:pages.notFound' } satisfies RouteHandle,
          lazy: lazyComponent(() => import('@/app/routes/not-found-page'), 'not-found'),
        },
      ],
    },
  ];
}
