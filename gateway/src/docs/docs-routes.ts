import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { RouteTable } from '../routing/route-table';
import { mergeOpenApi, type UpstreamDoc } from './openapi-merge';

export interface DocsOptions {
  apiPrefix: string;
  routes: RouteTable;
  cacheMs: number;
  fetchTimeoutMs: number;
  version: string;
}

// A file of its own, not an inline script: the Content-Security-Policy allows no inline code.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Trade platform API</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/swagger-init.js"></script>
</body>
</html>
`;

/**
 * `/docs/openapi.json`: the services' documents merged (fetched on demand, cached
 * briefly); `/docs`: Swagger UI over it, its assets served from swagger-ui-dist.
 */
export async function registerDocs(app: FastifyInstance, opts: DocsOptions): Promise<void> {
  let cached: { at: number; doc: Promise<Record<string, unknown>> } | null = null;

  const fetchDoc = async (name: string, url: string): Promise<UpstreamDoc> => {
    try {
      const res = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(opts.fetchTimeoutMs) });
      if (!res.ok) return { name, doc: null, error: `GET ${url}/openapi.json answered ${res.status}` };
      return { name, doc: (await res.json()) as Record<string, unknown> };
    } catch (err) {
      return { name, doc: null, error: `GET ${url}/openapi.json failed: ${(err as Error).message}` };
    }
  };

  const merged = () => {
    if (!cached || Date.now() - cached.at > opts.cacheMs) {
      const upstreams = [...opts.routes.upstreams.values()];
      cached = {
        at: Date.now(),
        doc: Promise.all(upstreams.map((u) => fetchDoc(u.name, u.url))).then((docs) =>
          mergeOpenApi(docs, {
            apiPrefix: opts.apiPrefix,
            routes: opts.routes,
            title: 'Trade platform API',
            version: opts.version,
          }),
        ),
      };
    }
    return cached.doc;
  };

  app.get('/docs/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return merged();
  });
  app.get('/docs', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/docs/swagger-init.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: path.dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: '/docs/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => /^\/swagger-ui[\w.-]*\.(js|css)(\.map)?$/.test(pathName),
  });
}
