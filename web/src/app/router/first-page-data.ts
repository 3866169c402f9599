import i18n from '@/i18n';
import type { AppStore } from '@/app/store';

/** How long the app's first draw waits for a page's data before drawing without it. */
export const FIRST_DATA_WAIT_MS = 1500;

type FirstData = (store: AppStore) => Promise<unknown>;

/** The home's one call, as both home pages (desktop and phone) ask for it. */
const homeIndex: FirstData = async (store) => {
  const { portalContentApi } = await import('@/features/portal-content/api');
  return store.dispatch(portalContentApi.endpoints.homeIndex.initiate(i18n.language, { subscribe: false }));
};

/** Pages whose first draw is their data: the path, and the calls its page makes first. */
const FIRST_DATA: Record<string, FirstData> = {
  '/': homeIndex,
  '/pages/home': homeIndex,
};

/**
 * Asks for the data the page at `pathname` draws first, while its chunks load. The server's
 * page stays on screen until the app's first draw, which then has the data: it draws the
 * page once, instead of a loading state first and the page again when the answer comes.
 * Never waits longer than FIRST_DATA_WAIT_MS, and a failed call is the page's to show.
 */
export function firstPageData(store: AppStore, pathname: string): Promise<unknown> {
  const load = FIRST_DATA[pathname];
  if (!load) return Promise.resolve();
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([load(store).catch(() => undefined), waited]);
}
