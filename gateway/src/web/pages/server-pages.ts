import { statSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderDocument, startAfterPaint } from './page-document';
import { pageLanguage } from './page-texts';
import { PortalSource } from './portal-source';
import { isPublicPage, renderPublicPage } from './public-pages';
import { renderSitemap } from './sitemap';

export interface ServerPagesOptions {
  webDistDir: string;
  /** The catalog service, which holds the portal's content. */
  catalogUrl: string;
  /** How long a rendered page is reused (per path, query and language). */
  cacheMs?: number;
  /** Bound of each content request; past it the page is served without its content. */
  fetchTimeoutMs?: number;
}

interface Encoded {
  status: number;
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compressed once when rendered, so cached answers cost no compression (brotli 5: fast, near gzip -9 × 0.8). */
function encode(status: number, type: string, text: string): Encoded {
  const identity = Buffer.from(text);
  return {
    status,
    type,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, page: Encoded, vary: string): FastifyReply {
  // Brotli first; a `q=0` refuses one.
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
    'br' | 'gzip' | null;
  reply
    .code(page.status)
    .header('content-type', page.type)
    .header('cache-control', 'no-cache')
    .header('vary', vary);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/** A built asset's text by its URL path (`/assets/…`), or null; never a file outside the build. */
function assetReader(webDistDir: string): (href: string) => string | null {
  const root = path.resolve(webDistDir);
  return (href) => {
    const file = path.resolve(root, `.${href}`);
    if (!href.startsWith('/') || !file.startsWith(`${root}${path.sep}`)) return null;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
}

/**
 * index.html as the build left it, made to paint before the app starts (startAfterPaint);
 * re-read when a new build replaces it.
 */
function shellTemplate(webDistDir: string): () => string | null {
  const file = path.join(webDistDir, 'index.html');
  const readAsset = assetReader(webDistDir);
  let loaded: { mtimeMs: number; text: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!loaded || loaded.mtimeMs !== mtimeMs)
        loaded = { mtimeMs, text: startAfterPaint(readFileSync(file, 'utf8'), readAsset) };
      return loaded.text;
    } catch {
      return null;
    }
  };
}

/**
 * Server rendering of the public portal pages (home, service and company pages, articles,
 * the supply, demand and supplier indexes, product pages): each answers the app shell with
 * the page's content, title, description, canonical link and structured data already in
 * it, read from catalog on request (then reused for `cacheMs`), so search engines and a
 * phone's first paint see the content before any script runs. The app then starts and
 * draws the same page in its place. Plus `/sitemap.xml` and, unless the build has one,
 * `/robots.txt`. A page whose content cannot be read is still the working app shell.
 */
export function registerServerPages(app: FastifyInstance, opts: ServerPagesOptions): void {
  const template = shellTemplate(opts.webDistDir);
  const source = new PortalSource(opts.catalogUrl, opts.fetchTimeoutMs ?? 2500);
  const pages = new LRUCache<string, Encoded>({ max: 500, ttl: opts.cacheMs ?? 15_000 });
  const sitemaps = new LRUCache<string, Encoded>({ max: 4, ttl: 10 * 60_000 });
  const ownRobots = existsSync(path.join(opts.webDistDir, 'robots.txt'));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const q = request.url.indexOf('?');
    const pathname = q < 0 ? request.url : request.url.slice(0, q);
    const query = q < 0 ? '' : request.url.slice(q + 1);
    const origin = `${request.protocol}://${request.host}`;

    if (pathname === '/robots.txt' && !ownRobots) {
      const text = `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
      return send(request, reply, encode(200, 'text/plain; charset=utf-8', text), 'accept-encoding');
    }
    if (pathname === '/sitemap.xml') {
      let sitemap = sitemaps.get(origin);
      if (!sitemap) {
        sitemap = encode(
          200,
          'application/xml; charset=utf-8',
          await renderSitemap(origin, source, request.id),
        );
        sitemaps.set(origin, sitemap);
      }
      return send(request, reply, sitemap, 'accept-encoding');
    }
    if (!isPublicPage(pathname)) return;

    const lang = pageLanguage(query, request.headers.cookie);
    const key = `${origin} ${lang} ${request.url}`;
    let page = pages.get(key);
    if (!page) {
      const shell = template();
      if (!shell) return;
      try {
        const rendered = await renderPublicPage(pathname, new URLSearchParams(query), {
          lang,
          origin,
          source,
          requestId: request.id,
        });
        if (!rendered) return;
        page = encode(rendered.status, 'text/html; charset=utf-8', renderDocument(shell, rendered, lang));
        pages.set(key, page);
      } catch (error) {
        // Never a failed page for a rendering problem: the plain shell still runs the app.
        request.log.warn({ err: error }, 'server rendering failed; serving the app shell');
        return;
      }
    }
    return send(request, reply, page, 'accept-encoding, cookie');
  });
}
