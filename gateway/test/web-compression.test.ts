import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the body as sent (fetch would decode it), with the given Accept-Encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the web app is served compressed', () => {
  const script = `export const greeting = ${JSON.stringify('欢迎 '.repeat(2000))};\n`;
  const html = `<!doctype html><html><head><title>trade</title></head><body><div id="root">${'<p>内容</p>'.repeat(400)}</div></body></html>`;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let webDir: string;

  beforeAll(async () => {
    // The layout the web build leaves: each text file with its .br and .gz copies.
    webDir = mkdtempSync(path.join(tmpdir(), 'gw-web-compressed-'));
    mkdirSync(path.join(webDir, 'assets'));
    const write = (name: string, text: string) => {
      writeFileSync(path.join(webDir, name), text);
      writeFileSync(path.join(webDir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(webDir, `${name}.gz`), gzipSync(text));
    };
    write('assets/index-Bx7kQ2aZ.js', script);
    write('index.html', html);
    // A small file the build leaves uncompressed.
    writeFileSync(path.join(webDir, 'assets', 'tiny-Cq3vLm9x.css'), 'a{color:red}');
    issuer = await TestIssuer.create();
    gw = await startGateway('http://127.0.0.1:9', issuer.jwksUrl, { WEB_DIST_DIR: webDir });
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await rawGet(`${gw.url}/assets/index-Bx7kQ2aZ.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('keeps the document-only security headers off scripts and stylesheets, not off pages', async () => {
    for (const file of ['assets/index-Bx7kQ2aZ.js', 'assets/tiny-Cq3vLm9x.css']) {
      const res = await rawGet(`${gw.url}/${file}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    }
    const page = await rawGet(`${gw.url}/index.html`, { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await rawGet(`${gw.url}/assets/index-Bx7kQ2aZ.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await rawGet(`${gw.url}/assets/index-Bx7kQ2aZ.js`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toBe(script);
    }
  });

  it('falls back to the file itself when the build left no compressed copy', async () => {
    const res = await rawGet(`${gw.url}/assets/tiny-Cq3vLm9x.css`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('a{color:red}');
  });

  it('sends the app shell compressed and never cached, also as the fallback of a page path', async () => {
    // (The public portal pages are rendered per request: see server-pages.test.ts.)
    for (const url of [`${gw.url}/index.html`, `${gw.url}/member/supply?x=1`]) {
      const res = await rawGet(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(html);
    }
  });
});
