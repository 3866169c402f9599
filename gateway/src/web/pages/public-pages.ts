import { esc, plain, type RenderedPage } from './page-document';
import type { PageLanguage, PageTexts } from './page-texts';
import { textsOf } from './page-texts';
import type { Article, ArticleRow, Block, PortalSource, Product, Supplier } from './portal-source';

/** The content block each portal page shows (the web app's content route says the same). */
export const BLOCK_OF_PATH: Readonly<Record<string, string>> = {
  '/tgfw': 'page.tgfw',
  '/logistics': 'page.logistics',
  '/industrial': 'page.industrial',
  '/loan': 'page.loan',
  '/trade': 'page.trade',
  '/report': 'page.report',
  '/about': 'page.about',
  '/promotion': 'page.promotion',
  '/privacy': 'legal.privacy',
  '/terms': 'legal.terms',
};
/** The page a content block is shown on: /service?id=N for `page.service-N`, else by BLOCK_OF_PATH. */
function pathOfBlock(code: string): string {
  const service = /^page\.service-(\d+)$/.exec(code)?.[1];
  if (service) return `/service?id=${service}`;
  return Object.entries(BLOCK_OF_PATH).find(([, block]) => block === code)?.[0] ?? '/about';
}
const OBJECT_ID = /^[0-9a-f]{24}$/;
const PRODUCT_PATH = /^\/product\/detail\/([0-9a-f]{24})$/;

/** The public pages rendered on the server; every other path gets the plain app shell. */
export const isPublicPage = (pathname: string): boolean =>
  pathname === '/' ||
  pathname === '/pages/home' ||
  pathname === '/service' ||
  pathname === '/article/list' ||
  pathname === '/article/info' ||
  pathname === '/supply' ||
  pathname === '/demand' ||
  pathname === '/supplier' ||
  Object.hasOwn(BLOCK_OF_PATH, pathname) ||
  PRODUCT_PATH.test(pathname);

export interface PageContext {
  lang: PageLanguage;
  /** scheme://host the visitor used, for canonical links and absolute image URLs. */
  origin: string;
  source: PortalSource;
  requestId: string;
}

/** A library image's 640-pixel thumbnail (the files service's `?w=`); other URLs as they are. */
const thumbnail = (src: string) =>
  src.includes('/basic.file/view/') && !src.includes('?') ? `${src}?w=640` : src;
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
const day = (iso: string) => (iso ? iso.slice(0, 10) : '');

function nav(t: PageTexts): string {
  const links: Array<[string, string]> = [
    ['/', t.siteName],
    ['/supply', t.supply],
    ['/demand', t.demand],
    ['/supplier', t.supplier],
    ['/article/list', t.articles],
    ['/about', t.about],
  ];
  return `<nav class="ssr-nav">${links.map(([href, text]) => `<a href="${href}">${esc(text)}</a>`).join('')}</nav>`;
}

const productLink = (p: Pick<Product, 'id' | 'kind'>) =>
  `/product/detail/${p.id}${p.kind === 'demand' ? '?kind=demand' : ''}`;
const articleLink = (id: string) => `/article/info?id=${id}`;

function productList(items: Product[], t: PageTexts): string {
  if (!items.length) return `<p>${esc(t.noResults)}</p>`;
  return `<ul>${items
    .map(
      (p) =>
        `<li><a href="${productLink(p)}">${esc(p.name)}</a> <span class="ssr-meta">${esc(
          [p.quantity ? `${p.quantity} ${p.unit}` : '', p.countryName, p.companyName]
            .filter(Boolean)
            .join(' · '),
        )}</span></li>`,
    )
    .join('')}</ul>`;
}

function articleList(items: ArticleRow[], t: PageTexts): string {
  if (!items.length) return `<p>${esc(t.noResults)}</p>`;
  return `<ul>${items
    .map(
      (a) =>
        `<li><a href="${articleLink(a.id)}">${esc(a.title)}</a> <span class="ssr-meta">${esc(day(a.publishedAt))}</span>${
          a.summary ? `<br /><span class="ssr-meta">${esc(a.summary)}</span>` : ''
        }</li>`,
    )
    .join('')}</ul>`;
}

/** Renders one public page, or null when the path is none of them. */
export async function renderPublicPage(
  pathname: string,
  params: URLSearchParams,
  ctx: PageContext,
): Promise<RenderedPage | null> {
  const t = textsOf(ctx.lang);
  const page = (
    title: string,
    description: string,
    canonicalPath: string,
    body: string,
    extra: Partial<RenderedPage> = {},
  ) => ({
    status: 200,
    title: title === t.siteName ? title : `${title} - ${t.siteName}`,
    description: description || t.siteDescription,
    canonical: absolute(ctx.origin, canonicalPath),
    jsonLd: [],
    body: nav(t) + body,
    ...extra,
  });
  const { source, lang, requestId: rid } = ctx;

  if (pathname === '/' || pathname === '/pages/home') {
    const home = await source.home(lang, rid);
    const sections = home
      ? [
          home.banners.length
            ? home.banners
                .map((b) => `<h2>${esc(b.title)}</h2>${b.summary ? `<p>${esc(b.summary)}</p>` : ''}`)
                .join('')
            : '',
          home.services.length
            ? `<h2>${esc(t.services)}</h2><ul>${home.services
                .map((s) => `<li><a href="${pathOfBlock(s.code)}">${esc(s.title)}</a> ${esc(s.summary)}</li>`)
                .join('')}</ul>`
            : '',
          `<h2>${esc(t.latestSupply)}</h2>${productList(home.latestSupply, t)}`,
          `<h2>${esc(t.latestDemand)}</h2>${productList(home.latestDemand, t)}`,
          `<h2>${esc(t.articles)}</h2>${articleList(home.latestArticles, t)}`,
        ].join('')
      : '';
    // The phone's home (/pages/home) is its own address: a canonical to / would say it is a copy.
    return page(t.siteName, t.siteDescription, pathname, `<h1>${esc(t.heroTitle)}</h1>${sections}`, {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: t.siteName,
          url: absolute(ctx.origin, '/'),
        },
      ],
    });
  }

  if (pathname === '/service' || Object.hasOwn(BLOCK_OF_PATH, pathname)) {
    const id = params.get('id');
    const serviceId = id && /^\d{1,4}$/.test(id) ? id : '2';
    const code = pathname === '/service' ? `page.service-${serviceId}` : BLOCK_OF_PATH[pathname]!;
    const block: Block | null = await source.block(code, lang, rid);
    const canonicalPath = pathname === '/service' ? `/service?id=${serviceId}` : pathname;
    if (!block) return page(t.siteName, '', canonicalPath, '');
    return page(
      block.title,
      block.summary || plain(block.body),
      canonicalPath,
      `<article><h1>${esc(block.title)}</h1>${block.summary ? `<p>${esc(block.summary)}</p>` : ''}<div class="ssr-body">${block.body}</div></article>`,
    );
  }

  if (pathname === '/article/list') {
    const found = await source.articles(lang, rid, 1, 10);
    return page(
      t.articles,
      '',
      '/article/list',
      `<h1>${esc(t.articles)}</h1>${found ? articleList(found.rows, t) : ''}`,
    );
  }

  if (pathname === '/article/info') {
    const id = params.get('id') ?? '';
    const article: Article | null = OBJECT_ID.test(id) ? await source.article(id, lang, rid) : null;
    if (!article) return { ...page(t.articles, '', '/article/list', ''), status: 404, noindex: true };
    const canonical = absolute(ctx.origin, articleLink(article.id));
    const neighbours = [
      article.previous
        ? `<li>${esc(t.previous)}: <a href="${articleLink(article.previous.id)}">${esc(article.previous.title)}</a></li>`
        : '',
      article.next
        ? `<li>${esc(t.next)}: <a href="${articleLink(article.next.id)}">${esc(article.next.title)}</a></li>`
        : '',
    ].join('');
    return page(
      article.title,
      article.summary || plain(article.body),
      articleLink(article.id),
      `<article><h1>${esc(article.title)}</h1><p class="ssr-meta">${esc(article.categoryName)} · <time datetime="${esc(
        article.publishedAt,
      )}">${esc(day(article.publishedAt))}</time></p>${article.summary ? `<p>${esc(article.summary)}</p>` : ''}<div class="ssr-body">${
        article.body
      }</div>${neighbours ? `<ul>${neighbours}</ul>` : ''}</article>`,
      {
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.summary || plain(article.body),
            datePublished: article.publishedAt,
            articleSection: article.categoryName,
            mainEntityOfPage: canonical,
            url: canonical,
            inLanguage: lang === 'zh-cn' ? 'zh-CN' : lang,
            ...(article.coverUrl ? { image: [absolute(ctx.origin, article.coverUrl)] } : {}),
            publisher: { '@type': 'Organization', name: t.siteName, url: absolute(ctx.origin, '/') },
          },
        ],
      },
    );
  }

  if (pathname === '/supply' || pathname === '/demand') {
    const kind = pathname === '/supply' ? 'supply' : 'demand';
    const title = kind === 'supply' ? t.supply : t.demand;
    const found = await source.products(kind, lang, rid, 1, 20);
    return page(title, '', pathname, `<h1>${esc(title)}</h1>${found ? productList(found.rows, t) : ''}`);
  }

  if (pathname === '/supplier') {
    const found = await source.suppliers(lang, rid, 1, 20);
    const rows = (found?.rows ?? []).map(
      (s: Supplier) =>
        `<li><a href="/supplier/info?id=${esc(s.memberId)}">${esc(s.companyName)}</a> <span class="ssr-meta">${esc(
          [
            `${s.supplyCount} ${t.supplies}`,
            ...s.categories.slice(0, 3).map((c) => c.name),
            ...s.countries.slice(0, 3).map((c) => c.name),
          ].join(' · '),
        )}</span></li>`,
    );
    return page(
      t.supplier,
      t.supplierLead,
      '/supplier',
      `<h1>${esc(t.supplier)}</h1><p class="ssr-meta">${esc(t.supplierLead)}</p>${found ? (rows.length ? `<ul>${rows.join('')}</ul>` : `<p>${esc(t.noResults)}</p>`) : ''}`,
    );
  }

  const productId = PRODUCT_PATH.exec(pathname)?.[1];
  if (productId) {
    const kind = params.get('kind') === 'demand' ? 'demand' : 'supply';
    const product = await source.product(productId, kind, lang, rid);
    if (!product) return { ...page(t.productDetail, '', pathname, ''), status: 404, noindex: true };
    const canonicalPath = productLink(product);
    const canonical = absolute(ctx.origin, canonicalPath);
    const facts = [
      product.price != null ? String(product.price) : '',
      product.quantity ? `${product.quantity} ${product.unit}` : '',
      product.origin,
      product.countryName,
      product.categoryName,
      product.companyName,
    ].filter(Boolean);
    const images = product.images.map((src) => absolute(ctx.origin, src));
    return page(
      product.name,
      plain(product.description) || [product.name, ...facts].join(' · '),
      canonicalPath,
      `<article><h1>${esc(product.name)}</h1><p class="ssr-meta">${esc(facts.join(' · '))}</p>${
        product.image
          ? `<img src="${esc(thumbnail(product.image))}" alt="${esc(product.name)}" width="640" height="480" />`
          : ''
      }<div class="ssr-body">${esc(product.description)}</div></article>`,
      {
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: plain(product.description, 500) || product.name,
            url: canonical,
            sku: product.id,
            ...(images.length ? { image: images } : {}),
            ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
            ...(product.categoryName ? { category: product.categoryName } : {}),
            ...(product.origin ? { countryOfOrigin: product.origin } : {}),
          },
        ],
      },
    );
  }
  return null;
}
