import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';
import { startAfterPaint } from '../src/web/pages/page-document';

const ARTICLE_ID = 'a1b2c3d4e5f60718293a4b5c';
const SUPPLY_ID = '0123456789abcdef01234567';
const envelope = (data: unknown) => ({ code: 200, message: '操作成功', data });

const article = {
  id: ARTICLE_ID,
  categoryId: 'c'.repeat(24),
  categoryName: '行业资讯',
  title: '中欧班列 <新线路> 开通',
  summary: '满洲里口岸新增两条线路。',
  coverUrl: '/api/basic.file/view/2026/05/0f8fad5b-d9cb-469f-a165-70867728950e',
  publishedAt: '2026-05-04T08:00:00.000Z',
  body: '<p>线路经满洲里出境，全程 12 天。</p>',
  previous: null,
  next: { id: 'b'.repeat(24), title: '海外仓政策' },
};
const supply = {
  id: SUPPLY_ID,
  kind: 'supply',
  memberId: 'm'.repeat(24),
  name: '冷轧钢板',
  description: '厚度 0.5–3 mm，可按需分切。',
  brand: '鞍钢',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  origin: '辽宁',
  categoryName: '钢材',
  countryName: '中国',
  images: ['/api/basic.file/view/2026/05/1f8fad5b-d9cb-469f-a165-70867728950e'],
  image: '/api/basic.file/view/2026/05/1f8fad5b-d9cb-469f-a165-70867728950e',
  companyName: '鞍山钢铁贸易有限公司',
  createdAt: '2026-05-01T00:00:00.000Z',
  validUntil: '2026-12-31',
  status: 'open',
};

describe('server-rendered public pages', () => {
  let catalog: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let webDir: string;

  beforeAll(async () => {
    catalog = await TestUpstream.start();
    catalog.custom.set('/article/info', () => envelope(article));
    catalog.custom.set('/article/page', () => envelope({ rows: [article], total: 1, summary: null }));
    catalog.custom.set('/product/page', () => envelope({ rows: [supply], total: 1, summary: null }));
    catalog.custom.set('/product/detail', () => envelope(supply));
    catalog.custom.set('/product/suppliers', () => envelope({ rows: [], total: 0, summary: null }));
    catalog.custom.set('/index/index', () =>
      envelope({
        banners: [],
        services: [],
        latestSupply: [supply],
        latestDemand: [],
        latestArticles: [article],
      }),
    );
    catalog.custom.set('/home/Basic/getPatchInfo', (_request, reply) =>
      reply.code(503).send({ code: 503, message: '服务暂不可用', data: null }),
    );
    issuer = await TestIssuer.create();
    webDir = mkdtempSync(path.join(tmpdir(), 'gw-pages-'));
    mkdirSync(path.join(webDir, 'assets'));
    // The shell as the web build writes it.
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>跨境贸易平台</title>\n' +
        '    <meta name="description" content="站点描述" />\n' +
        '    <script type="module" crossorigin src="/assets/index-Bx7kQ2aZ.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Cv.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/base-api-BF.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-BaT7.css">\n  </head>\n' +
        '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    writeFileSync(path.join(webDir, 'assets', 'index-BaT7.css'), 'body{background:#f5f7fa}');
    gw = await startGateway('http://127.0.0.1:9', issuer.jwksUrl, {
      CATALOG_URL: catalog.url,
      WEB_DIST_DIR: webDir,
    });
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await catalog?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${gw.url}${url}`, { headers: { accept: 'text/html', ...headers } });
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it("ships an article's text, title, description, canonical link and structured data, then the app", async () => {
    const res = await page(`/article/info?id=${ARTICLE_ID}&utm_source=wechat`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/);
    const html = await res.text();
    expect(html).toContain('<title>中欧班列 &lt;新线路&gt; 开通 - 跨境贸易平台</title>');
    expect(html).toContain('<meta name="description" content="满洲里口岸新增两条线路。" />');
    expect(html).not.toContain('站点描述');
    expect(html).toContain(`<link rel="canonical" href="${gw.url}/article/info?id=${ARTICLE_ID}" />`);
    expect(html).toMatch(
      /<div id="root"><div class="ssr-page">.*<h1>中欧班列 &lt;新线路&gt; 开通<\/h1>.*线路经满洲里出境/s,
    );
    expect(html).toContain('<a href="/article/info?id=bbbbbbbbbbbbbbbbbbbbbbbb">海外仓政策</a>');
    // The app starts from the same shell, once the page has painted: its entry and imports
    // go to the starter, and the shell's stylesheet is inline, so the paint waits for no request.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-Bx7kQ2aZ.js" ' +
        'data-preload="/assets/jsx-runtime-Cv.js /assets/base-api-BF.js" defer></script>',
    );
    expect(html).toContain('<style>body{background:#f5f7fa}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: '中欧班列 <新线路> 开通',
        datePublished: '2026-05-04T08:00:00.000Z',
        mainEntityOfPage: `${gw.url}/article/info?id=${ARTICLE_ID}`,
        image: [`${gw.url}${article.coverUrl}`],
      }),
    ]);
    expect(catalog.last()?.headers.lang).toBe('zh-cn');
  });

  it('renders in Chinese unless the visitor chose another language in the app', async () => {
    const html = await (await page('/article/list', { 'accept-language': 'en-US,en;q=0.9' })).text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h1>平台资讯</h1>');
  });

  it('describes a product with Product structured data and its canonical address', async () => {
    const html = await (await page(`/product/detail/${SUPPLY_ID}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${gw.url}/product/detail/${SUPPLY_ID}" />`);
    expect(html).toContain('<h1>冷轧钢板</h1>');
    expect(html).toContain(`src="${supply.image}?w=640"`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: '冷轧钢板',
        brand: { '@type': 'Brand', name: '鞍钢' },
        image: [`${gw.url}${supply.image}`],
      }),
    ]);
  });

  it('describes the supplier index, in words, even before any supplier has joined', async () => {
    const html = await (await page('/supplier', { cookie: 'lang=ru' })).text();
    const lead = 'Компании, предлагающие товары на платформе';
    expect(html).toMatch(new RegExp(`<meta name="description" content="${lead}[^"]+" />`));
    expect(html).toContain(`<h1>Поставщики</h1><p class="ssr-meta">${lead}`);
    expect(html).toContain('<p>Пока пусто</p>');
  });

  it("renders the home in the visitor's language, compressed", async () => {
    // The web app keeps the visitor's choice in a cookie too; the browser's languages do not count.
    const res = await page('/', {
      cookie: 'sid=1; lang=en',
      'accept-language': 'ru',
      'accept-encoding': 'br',
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h2>Latest supply</h2>');
    expect(html).toContain(`<a href="/product/detail/${SUPPLY_ID}">冷轧钢板</a>`);
    expect(catalog.last()?.headers.lang).toBe('en');
  });

  it('serves the working shell when the content cannot be read, and a 404 for an unknown article', async () => {
    const about = await page('/about');
    expect(about.status).toBe(200);
    const html = await about.text();
    expect(html).toContain('/assets/index-Bx7kQ2aZ.js');
    expect(html).toContain(`<link rel="canonical" href="${gw.url}/about" />`);

    const missing = await page('/article/info?id=not-an-id');
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).toContain('/assets/index-Bx7kQ2aZ.js');
  });

  it('leaves member-area pages to the plain app shell', async () => {
    const html = await (await page('/member/supply')).text();
    expect(html).not.toContain('ssr-page');
    expect(html).toContain('<div id="root"></div>');
    // Nothing painted before the app there: its scripts start at once.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Bx7kQ2aZ.js"></script>');
  });

  it('lists the public pages, articles and products in /sitemap.xml, named by robots.txt', async () => {
    const sitemap = await fetch(`${gw.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${gw.url}/</loc>`);
    expect(xml).toContain(`<loc>${gw.url}/service?id=2</loc>`);
    expect(xml).toContain(`<loc>${gw.url}/article/info?id=${ARTICLE_ID}</loc><lastmod>2026-05-04</lastmod>`);
    expect(xml).toContain(`<loc>${gw.url}/product/detail/${SUPPLY_ID}</loc>`);
    const robots = await (await fetch(`${gw.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${gw.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('startAfterPaint', () => {
  const shell =
    '<head>\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-B.css">\n  </head><body><div id="root"></div></body>';

  it('keeps the stylesheet link when the file cannot be read or could close the style element', () => {
    expect(startAfterPaint(shell, () => null)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-B.css">',
    );
    expect(startAfterPaint(shell, () => 'a{}</style><script>')).toContain('href="/assets/index-B.css"');
    expect(startAfterPaint(shell, () => 'a{}')).toContain('data-entry="/assets/index-A.js" data-preload=""');
  });

  it('leaves a shell without an entry script as it is', () => {
    const plain = '<head></head><body><div id="root"></div></body>';
    expect(startAfterPaint(plain, () => 'a{}')).toBe(plain);
  });
});
