import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/** Vite's hashed output lives in assets/ and carries an 8+ character hash in its name. */
const HASHED = /[\\/]assets[\\/].+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

/** The copies the web build writes beside each text file (web/scripts/vite-precompress.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Files the build may have compressed copies of: their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/i;
/** Scripts and stylesheets: a browser never shows them as a document. */
const SUBRESOURCE = /\.(js|mjs|css)$/i;

/**
 * Security headers that only a document obeys (what it may load, frame or open). A phone's
 * first visit fetches some 80 scripts and stylesheets, and these headers made up half of
 * each one's answer when sent with them too. `nosniff`, the resource policy and the referrer
 * policy (it covers a stylesheet's own fetches) stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app at `/`: hashed assets cached for a year, everything else
 * revalidated. A client that accepts brotli or gzip gets the build's `.br` / `.gz` copy with
 * `content-encoding` (no compression per request); one that accepts neither, the file itself.
 * The ETag alone validates a file, so no Last-Modified is sent.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    lastModified: false,
    acceptRanges: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const served = filePath.replace(COMPRESSED_COPY, '');
      res.setHeader(
        'cache-control',
        HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (COMPRESSIBLE.test(served)) res.setHeader('vary', 'accept-encoding');
      // Helmet wrote them on the raw response, which is what @fastify/static passes here
      // (its types describe less of it).
      if (SUBRESOURCE.test(served))
        for (const name of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(name);
    },
  });
}

/** True for a request the SPA should answer with index.html (a browser navigation, not the API). */
export function wantsSpaFallback(request: FastifyRequest, apiPrefix: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === apiPrefix || url.startsWith(apiPrefix + '/') || url.startsWith(apiPrefix + '?')) return false;
  // A missing file with an extension (e.g. an old hashed chunk) stays a 404.
  const q = url.indexOf('?');
  if (path.extname(q < 0 ? url : url.slice(0, q)) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Sends the SPA's index.html, never cached (it names the current hashed assets). */
export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
