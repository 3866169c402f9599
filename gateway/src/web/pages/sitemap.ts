import type { PortalSource } from './portal-source';
import { BLOCK_OF_PATH } from './public-pages';

/** Service pages reached as /service?id=N (the home's service list links them). */
const SERVICE_IDS = ['2'];
/** How many articles and supplies (newest first) the sitemap lists. */
const LISTED = 200;
const PAGE_SIZE = 50;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The first `LISTED` rows of a paged list, a page at a time, stopping at the first failure. */
async function collect<T>(fetchPage: (pageNumber: number) => Promise<{ rows: T[]; total: number } | null>) {
  const rows: T[] = [];
  for (let pageNumber = 1; rows.length < LISTED; pageNumber += 1) {
    const found = await fetchPage(pageNumber);
    if (!found) break;
    rows.push(...found.rows);
    if (found.rows.length < PAGE_SIZE || rows.length >= found.total) break;
  }
  return rows.slice(0, LISTED);
}

/**
 * /sitemap.xml: the portal's fixed public pages, then the newest articles, supplies,
 * demands and suppliers, each with its canonical URL (as the pages' canonical links say).
 */
export async function renderSitemap(
  origin: string,
  source: PortalSource,
  requestId: string,
): Promise<string> {
  const urls: Array<{ loc: string; lastmod?: string }> = [
    '/',
    '/supply',
    '/demand',
    '/supplier',
    '/article/list',
    ...SERVICE_IDS.map((id) => `/service?id=${id}`),
    ...Object.keys(BLOCK_OF_PATH),
  ].map((path) => ({ loc: path }));
  const [articles, supplies, demands, suppliers] = await Promise.all([
    collect((n) => source.articles('zh-cn', requestId, n, PAGE_SIZE)),
    collect((n) => source.products('supply', 'zh-cn', requestId, n, PAGE_SIZE)),
    collect((n) => source.products('demand', 'zh-cn', requestId, n, PAGE_SIZE)),
    collect((n) => source.suppliers('zh-cn', requestId, n, PAGE_SIZE)),
  ]);
  urls.push(...articles.map((a) => ({ loc: `/article/info?id=${a.id}`, lastmod: a.publishedAt })));
  urls.push(...supplies.map((p) => ({ loc: `/product/detail/${p.id}`, lastmod: p.createdAt })));
  urls.push(...demands.map((p) => ({ loc: `/product/detail/${p.id}?kind=demand`, lastmod: p.createdAt })));
  urls.push(...suppliers.map((s) => ({ loc: `/supplier/info?id=${s.memberId}` })));
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xmlEscape(origin + loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
