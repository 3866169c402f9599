import type { AppStore } from '@/app/store';
import { nextTask } from '@/lib/next-task';
import type { PageImporter } from './lazy-page';

/** How long the app's first draw waits for a page's data before drawing without it. */
export const FIRST_DATA_WAIT_MS = 1500;

/**
 * A page's first calls, which a page module exports as `firstData` next to its component:
 * they go into the store with the same arguments the page's own queries then use, read from
 * the page's address (its path, ?page=N, …).
 */
export type FirstData = (store: AppStore, address: URL) => Promise<unknown>;

/**
 * Asks for the data the first page draws, while its chunks load: `page` is that page's
 * module, which the router loads too (one fetch). The server's page stays on screen until
 * the app's first draw, which then has the data: it draws the page once, instead of a
 * loading state first and the page again when each answer comes (an answer's redraw is one
 * long task; the first draw is in slices). Never waits longer than FIRST_DATA_WAIT_MS, and a
 * failed call is the page's to show.
 */
export function firstPageData(
  store: AppStore,
  page: PageImporter | undefined,
  address: URL,
): Promise<unknown> {
  if (!page) return Promise.resolve();
  // Like the router's own import of it (lazy-page.ts), in a task of its own.
  const asked = nextTask()
    .then(page)
    .then((module) => module.firstData?.(store, address));
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([asked.catch(() => undefined), waited]);
}
