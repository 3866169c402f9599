import type { PageLanguage } from './page-texts';

/** A content block (service, company and legal pages, banners), as catalog answers it. */
export interface Block {
  code: string;
  title: string;
  summary: string;
  /** Rich text catalog has sanitised. */
  body: string;
  imageUrl: string;
  link: string;
}
export interface ArticleRow {
  id: string;
  categoryName: string;
  title: string;
  summary: string;
  coverUrl: string;
  publishedAt: string;
}
export interface Article extends ArticleRow {
  body: string;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
}
export interface Product {
  id: string;
  kind: 'supply' | 'demand';
  memberId: string;
  name: string;
  description: string;
  brand: string;
  price: number | null;
  quantity: number;
  unit: string;
  origin: string;
  categoryName: string;
  countryName: string;
  images: string[];
  image: string;
  companyName: string;
  createdAt: string;
  validUntil: string;
  status: string;
}
export interface Supplier {
  memberId: string;
  companyName: string;
  supplyCount: number;
  categories: Array<{ name: string }>;
  countries: Array<{ name: string }>;
  image: string;
}
export interface HomeIndex {
  banners: Block[];
  services: Block[];
  latestSupply: Product[];
  latestDemand: Product[];
  latestArticles: ArticleRow[];
}
export interface Paged<T> {
  rows: T[];
  total: number;
}

/**
 * Reads the public content the portal pages show from catalog, as a visitor would (no
 * identity), in the page's language. Each call is bounded by `timeoutMs`; a failure is
 * null, and the page is then served without its content (the app loads it itself).
 */
export class PortalSource {
  constructor(
    private readonly catalogUrl: string,
    private readonly timeoutMs: number,
  ) {}

  private async post<T>(
    path: string,
    body: object,
    lang: PageLanguage,
    requestId: string,
  ): Promise<T | null> {
    try {
      const res = await fetch(`${this.catalogUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang, 'x-request-id': requestId },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        return null;
      }
      return ((await res.json()) as { data: T }).data;
    } catch {
      return null;
    }
  }

  home = (lang: PageLanguage, rid: string) => this.post<HomeIndex>('/index/index', {}, lang, rid);
  block = (code: string, lang: PageLanguage, rid: string) =>
    this.post<Block>('/home/Basic/getPatchInfo', { code }, lang, rid);
  articles = (lang: PageLanguage, rid: string, pageNumber = 1, pageSize = 10) =>
    this.post<Paged<ArticleRow>>('/article/page', { pageNumber, pageSize }, lang, rid);
  article = (id: string, lang: PageLanguage, rid: string) =>
    this.post<Article>('/article/info', { id }, lang, rid);
  products = (kind: 'supply' | 'demand', lang: PageLanguage, rid: string, pageNumber = 1, pageSize = 20) =>
    this.post<Paged<Product>>('/product/page', { kind, pageNumber, pageSize }, lang, rid);
  product = (id: string, kind: 'supply' | 'demand', lang: PageLanguage, rid: string) =>
    this.post<Product>('/product/detail', { id, kind }, lang, rid);
  suppliers = (lang: PageLanguage, rid: string, pageNumber = 1, pageSize = 20) =>
    this.post<Paged<Supplier>>('/product/suppliers', { pageNumber, pageSize }, lang, rid);
}
