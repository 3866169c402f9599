import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/app';
import { loadConfig } from '../src/config/env';
import { INTERNAL_SECRET, call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer, makeKey } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';

const catalogDoc = {
  openapi: '3.0.3',
  info: { title: 'catalog', version: '1' },
  paths: {
    '/product/page': {
      post: { summary: 'Product page', responses: { 200: { $ref: '#/components/responses/Ok' } } },
    },
    '/home/member.Supply/add': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Row' } } } },
      },
    },
    '/internal/reindex': { post: { summary: 'not routed by the gateway' } },
  },
  components: {
    schemas: { Row: { type: 'object', properties: { id: { type: 'string' } } } },
    responses: { Ok: { description: 'ok' } },
  },
};

describe('gateway docs, web app, health and CORS', () => {
  let catalog: TestUpstream;
  let auth: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let webDir: string;

  beforeAll(async () => {
    catalog = await TestUpstream.start();
    catalog.openapi = catalogDoc;
    auth = await TestUpstream.start();
    auth.openapi = {
      openapi: '3.0.3',
      info: { title: 'auth', version: '1' },
      paths: { '/login/login': { post: { requestBody: { $ref: '#/components/requestBodies/Row' } } } },
      components: {
        schemas: { Row: { type: 'object', properties: { account: { type: 'string' } } } },
        requestBodies: {
          Row: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Row' } } } },
        },
      },
    };
    issuer = await TestIssuer.create();

    webDir = mkdtempSync(path.join(tmpdir(), 'gw-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>trade</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDir, 'assets', 'index-Bx7kQ2aZ.js'), 'console.log("app")');
    writeFileSync(path.join(webDir, 'favicon.ico'), 'icon');

    // Everything else points at a port with nothing behind it: listed as missing in the docs.
    gw = await startGateway('http://127.0.0.1:9', issuer.jwksUrl, {
      CATALOG_URL: catalog.url,
      AUTH_URL: auth.url,
      WEB_DIST_DIR: webDir,
      CORS_ORIGINS: 'https://portal.example.com',
    });
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await catalog?.close();
    await auth?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the merged OpenAPI document with the API prefix, listing unreachable services as missing', async () => {
    const res = await fetch(`${gw.url}/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<string, { 'x-access': string; security?: unknown; requestBody?: unknown }>
      >;
      components: { schemas: Record<string, unknown>; requestBodies: Record<string, unknown> };
      'x-upstreams': Array<{ name: string; status: string }>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/home/member.Supply/add',
      '/api/login/login',
      '/api/product/page',
    ]);
    expect(doc.paths['/api/product/page']!.post!['x-access']).toBe('public');
    expect(doc.paths['/api/home/member.Supply/add']!.post).toMatchObject({
      'x-access': 'member',
      security: [{ bearerAuth: [] }],
    });
    // Both services define a different "Row": the later one (catalog) is renamed and its refs follow.
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['Row', 'catalog.Row']);
    expect(JSON.stringify(doc.components.requestBodies)).toContain('"#/components/schemas/Row"');
    expect(JSON.stringify(doc.paths['/api/home/member.Supply/add']!.post!.requestBody)).toContain(
      '#/components/schemas/catalog.Row',
    );
    const status = Object.fromEntries(doc['x-upstreams'].map((u) => [u.name, u.status]));
    expect(status).toEqual({
      auth: 'ok',
      catalog: 'ok',
      member: 'missing',
      customs: 'missing',
      files: 'missing',
      notify: 'missing',
    });
  });

  it('serves a human docs page with its assets', async () => {
    const page = await fetch(`${gw.url}/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/docs/swagger-init.js');
    expect(await (await fetch(`${gw.url}/docs/swagger-init.js`)).text()).toContain('/docs/openapi.json');
    const js = await fetch(`${gw.url}/docs/assets/swagger-ui-bundle.js`);
    expect(js.status).toBe(200);
    expect((await js.text()).length).toBeGreaterThan(100_000);
    const other = await fetch(`${gw.url}/docs/assets/package.json`);
    await other.arrayBuffer();
    expect(other.status).toBe(404);
  });

  it('serves the web app: index without cache, hashed assets cached for a year, SPA fallback for pages', async () => {
    const index = await fetch(`${gw.url}/`, { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');

    const asset = await fetch(`${gw.url}/assets/index-Bx7kQ2aZ.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await asset.arrayBuffer();

    const page = await fetch(`${gw.url}/home/member/contract?id=3`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    // Not a page: a missing asset and an unknown API path stay 404s.
    const missing = await fetch(`${gw.url}/assets/old-chunk-AAAAAAAA.js`, { headers: { accept: '*/*' } });
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    const api = await fetch(`${gw.url}/api/nope`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { data: { errorId: string } }).data.errorId).toBe('ROUTE_NOT_FOUND');
  });

  it('answers /healthz and /readyz (Redis reachable, JWKS loaded)', async () => {
    const health = await call(`${gw.url}/healthz`, { method: 'GET' });
    expect(health.status).toBe(200);
    const ready = await call(`${gw.url}/readyz`, { method: 'GET' });
    expect(ready).toMatchObject({
      status: 200,
      body: { code: 200, data: { checks: { redis: 'ok', jwks: 'loaded' } } },
    });
  });

  it('answers CORS preflights for the allowed origin only', async () => {
    const ok = await fetch(`${gw.url}/api/login/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,lang',
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
    await ok.arrayBuffer();

    const other = await fetch(`${gw.url}/api/login/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await other.arrayBuffer();
  });
});

describe('gateway readiness and boot', () => {
  it('reports not ready while the JWKS cannot be loaded, and refuses protected routes with 503', async () => {
    const upstream = await TestUpstream.start();
    try {
      const issuer = new TestIssuer(await makeKey('k'));
      const gw = await startGateway(upstream.url, 'http://127.0.0.1:9/.well-known/jwks.json', {
        JWKS_TIMEOUT: '500ms',
      });
      try {
        const ready = await call(`${gw.url}/readyz`, { method: 'GET' });
        expect(ready.status).toBe(503);
        expect(ready.body.data).toMatchObject({
          errorId: 'SERVICE_UNAVAILABLE',
          checks: { redis: 'ok', jwks: 'not loaded' },
        });
        const protectedRoute = await call(`${gw.url}/api/home/member.Contract/page`, {
          token: await issuer.memberToken(),
        });
        expect(protectedRoute.status).toBe(503);
        // Public routes keep working without the JWKS.
        expect((await call(`${gw.url}/api/product/page`)).status).toBe(200);
      } finally {
        await gw.close();
      }
    } finally {
      await upstream.close();
    }
  });

  it('refuses to start when Redis is unreachable, naming REDIS_URL', async () => {
    const config = loadConfig({
      INTERNAL_SECRET,
      REDIS_URL: 'redis://127.0.0.1:9',
      REDIS_CONNECT_TIMEOUT: '500ms',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: 'off',
    });
    await expect(buildGateway(config)).rejects.toThrow(
      /Redis unreachable at redis:\/\/127\.0\.0\.1:9.*REDIS_URL/,
    );
  });
});
