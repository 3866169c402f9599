import type { ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@/app/config';
import { nextTask } from '@/lib/next-task';
import type { FirstData } from './first-page-data';

/** A page's module: its component, and the calls it makes first when it opens the app. */
export type PageModule = { default: ComponentType; firstData?: FirstData };
export type PageImporter = () => Promise<PageModule>;

/** A failed page chunk, named as §8 names it. */
export class ChunkError extends Error {
  constructor(
    readonly code: 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED' | 'MODULE_NOT_FOUND',
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** Vite's messages for a JS chunk that could not be fetched (Chromium, Firefox, Safari). */
const JS_CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
/** Vite's preload helper message for a CSS chunk. */
const CSS_CHUNK_FAILURE = /Unable to preload CSS/i;

/** Classifies an import failure into the §8 error names. */
export function toChunkError(error: unknown, chunk: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (CSS_CHUNK_FAILURE.test(message))
    return new ChunkError('CSS_CHUNK_LOAD_FAILED', `Loading CSS chunk ${chunk} failed. (${message})`);
  if (JS_CHUNK_FAILURE.test(message))
    return new ChunkError('ChunkLoadError', `Loading chunk ${chunk} failed. (${message})`);
  return error instanceof Error ? error : new Error(message);
}

/**
 * Loads a page chunk with the §9 time-out (120 s) and turns failures into the §8 errors,
 * which the route error element reports. The import starts in a task of its own: it adds
 * the chunk's stylesheets to the document, which takes a phone a while, and the caller is
 * the router making its first match or answering a click.
 */
export async function loadPage(
  importer: PageImporter,
  chunk: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<PageModule> {
  await nextTask();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new ChunkError('ChunkLoadError', `Loading chunk ${chunk} failed. (timeout: ${timeoutMs} ms)`)),
      timeoutMs,
    );
  });
  try {
    const mod = await Promise.race([
      importer().catch((e: unknown) => Promise.reject(toChunkError(e, chunk))),
      timeout,
    ]);
    if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
      throw new ChunkError('MODULE_NOT_FOUND', `Cannot find module '${chunk}'`);
    }
    return mod;
  } finally {
    clearTimeout(timer);
  }
}
