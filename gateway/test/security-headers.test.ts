import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';

/** The CSP's directives as a map, e.g. `script-src` → `["'self'"]`. */
function cspOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('gateway security headers', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let tlsGw: RunningGateway;
  let webDir: string;

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    upstream.custom.set('/basic.file/view/x', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send('bytes'),
    );
    issuer = await TestIssuer.create();
    webDir = mkdtempSync(path.join(tmpdir(), 'gw-sec-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    gw = await startGateway(upstream.url, issuer.jwksUrl, {
      WEB_DIST_DIR: webDir,
      CSP_CONNECT_ORIGINS: 'https://s3.example.com',
    });
    tlsGw = await startGateway(upstream.url, issuer.jwksUrl, { TLS_ENABLED: 'true' });
  });

  afterAll(async () => {
    await gw?.close();
    await tlsGw?.close();
    await issuer?.close();
    await upstream?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const pages = [
    ['the web app', '/', { accept: 'text/html' }],
    ['a page of the SPA', '/member/supply', { accept: 'text/html' }],
    ['a proxied API answer', '/api/product/page', {}],
    ['a gateway error', '/api/no/such/route', {}],
    ['the docs', '/docs', {}],
  ] as const;

  it.each(pages)('sends CSP, frame, sniffing and referrer headers on %s', async (_name, url, headers) => {
    const res = await fetch(`${gw.url}${url}`, { headers });
    await res.arrayBuffer();
    const csp = cspOf(res);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // No inline script, no eval, no foreign script origin.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://s3.example.com']);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // Plain HTTP: telling browsers to insist on HTTPS would lock them out.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps the docs page free of inline script', async () => {
    const page = await (await fetch(`${gw.url}/docs`)).text();
    expect(page).not.toMatch(/<script>/);
    const init = await fetch(`${gw.url}/docs/swagger-init.js`);
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('SwaggerUIBundle');
  });

  it("keeps an upstream's own stricter policy (the file view's sandbox)", async () => {
    const res = await fetch(`${gw.url}/api/basic.file/view/x`);
    expect(await res.text()).toBe('bytes');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS and upgrades requests only when TLS_ENABLED says clients come over HTTPS', async () => {
    const res = await fetch(`${tlsGw.url}/api/product/page`);
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(cspOf(res).has('upgrade-insecure-requests')).toBe(true);
  });
});
