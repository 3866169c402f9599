import type { Client } from '@opensearch-project/opensearch';
import { tokens } from '../matching/tokens';
import type { ProductKind } from '../model/product.model';
import { categoryAffinity, categoryTree } from '../reference/categories';
import type { ArticleDocument, ProductDocument, SupplierDocument } from './search-documents';
import { productIndexOf } from './search-projection';
import type { SearchIndices } from './search-indices';

export const PUBLIC_SORTS = [
  'newest',
  'priceAsc',
  'priceDesc',
  'quantityAsc',
  'quantityDesc',
  'relevance',
] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];

export interface PublicQuery {
  keyword?: string;
  categoryId?: string;
  country?: string;
  minQuantity?: number;
  maxQuantity?: number;
  /** A price range leaves out items without a price (price on request). */
  minPrice?: number;
  maxPrice?: number;
  sort?: PublicSort;
  /** One member's items (a supplier's page). */
  memberId?: string;
  pageNumber: number;
  pageSize: number;
}

/** The matched words, marked `<em>…</em>` in HTML-escaped text. */
export interface Highlight {
  name?: string;
  description?: string;
}

export type FoundProduct = ProductDocument & { highlight?: Highlight };
/** A page of a public list: its rows and how many match in all. */
export interface PublicPage {
  total: number;
  rows: FoundProduct[];
}

/** An article found, with its title's matched words per language. */
export type FoundArticle = ArticleDocument & { highlight?: Partial<Record<'zh-cn' | 'en' | 'ru', string>> };

type Clause = Record<string, unknown>;

const NEWEST = [{ sortOrder: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }];
/** Each sort, ties broken by the newest, as the lists always have. */
const SORTS: Record<PublicSort, Clause[]> = {
  newest: NEWEST,
  priceAsc: [{ price: { order: 'asc', missing: '_last' } }, { createdAt: 'desc' }, { id: 'desc' }],
  priceDesc: [{ price: { order: 'desc', missing: '_last' } }, { createdAt: 'desc' }, { id: 'desc' }],
  quantityAsc: [{ quantity: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
  quantityDesc: [{ quantity: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  relevance: [{ _score: 'desc' }, ...NEWEST],
};

const PRODUCT_TEXT = ['name.cjk', 'description.cjk', 'brand.cjk', 'categoryText.cjk'];

/**
 * Every keyword part must be found, in any of the fields (what the lists have always
 * done: 大豆油 needs 大豆 and 豆油); the words Smart Chinese cuts add to the score, so
 * the `relevance` sort puts a whole-word match first.
 */
export function keywordQuery(keyword: string, fields: string[], wordFields: Record<string, number>): Clause {
  return {
    bool: {
      must: [{ multi_match: { query: keyword, fields, type: 'cross_fields', operator: 'and' } }],
      should: Object.entries(wordFields).map(([field, boost]) => ({
        match: { [field]: { query: keyword, boost } },
      })),
    },
  };
}

const HIGHLIGHT = {
  pre_tags: ['<em>'],
  post_tags: ['</em>'],
  encoder: 'html' as const,
  require_field_match: false,
};

function highlightOf(raw: Record<string, string[]> | undefined, fields: Record<string, keyof Highlight>) {
  if (!raw) return undefined;
  const out: Highlight = {};
  for (const [field, key] of Object.entries(fields)) {
    const fragment = raw[field]?.[0];
    if (fragment && !out[key]) out[key] = fragment;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

interface Hit<T> {
  _id: string;
  _source: T;
  _score?: number | null;
  highlight?: Record<string, string[]>;
}

const LANG_TITLES = ['zh-cn', 'en', 'ru'] as const;

const totalOf = (total: unknown) =>
  typeof total === 'number' ? total : ((total as { value?: number } | undefined)?.value ?? 0);

/**
 * The public marketplace's reads on the search engine: the supply and demand lists and
 * searches, the supplier index, the latest items and counts, smart matching's candidates
 * and the article search. Every query keeps to listed items not yet expired.
 */
export class MarketplaceSearch {
  constructor(readonly indices: SearchIndices) {}

  private get client(): Client {
    return this.indices.client;
  }

  /**
   * Listed and not expired. The time is taken to the minute: the same filter for a whole
   * minute is one the engine caches (a bitset per segment), where a new millisecond each
   * request made every list test the expiry of every item again. An item may so stay
   * listed up to a minute past its validity.
   */
  private openFilter(now: number): Clause[] {
    const minute = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
    return [{ term: { listed: true } }, { range: { validUntil: { gt: minute } } }];
  }

  /** A page of public items of one kind matching the query, in the requested order, with highlights. */
  async page(kind: ProductKind, query: PublicQuery, now = Date.now()): Promise<PublicPage> {
    const filter = this.openFilter(now);
    if (query.memberId) filter.push({ term: { memberId: query.memberId } });
    // A category takes in the categories below it.
    if (query.categoryId) filter.push({ terms: { categoryId: categoryTree().andBelow(query.categoryId) } });
    if (query.country) filter.push({ term: { country: query.country } });
    if (query.minQuantity !== undefined || query.maxQuantity !== undefined)
      filter.push({ range: { quantity: { gte: query.minQuantity, lte: query.maxQuantity } } });
    if (query.minPrice !== undefined || query.maxPrice !== undefined)
      filter.push({ range: { price: { gte: query.minPrice, lte: query.maxPrice } } });
    const must: Clause[] = [];
    if (query.keyword)
      must.push(keywordQuery(query.keyword, PRODUCT_TEXT, { name: 3, description: 1, brand: 1 }));
    const index = this.indices.alias(productIndexOf(kind));
    const sort = query.sort ?? 'newest';
    const queryClause = { bool: { filter, must } };
    // In the index's own order (newest) the engine stops at the page's last row when it
    // need not count every match: the total is then a count of its own, in parallel.
    const countApart = sort === 'newest' && !query.keyword;
    const [{ body }, counted] = await Promise.all([
      this.client.search({
        index,
        body: {
          from: (query.pageNumber - 1) * query.pageSize,
          size: query.pageSize,
          track_total_hits: !countApart,
          query: queryClause,
          sort: SORTS[sort],
          ...(query.keyword
            ? {
                highlight: {
                  ...HIGHLIGHT,
                  fields: {
                    'name.cjk': { number_of_fragments: 0 },
                    'description.cjk': { fragment_size: 80, number_of_fragments: 1 },
                  },
                },
              }
            : {}),
        },
      }),
      countApart ? this.client.count({ index, body: { query: queryClause } }) : null,
    ]);
    const hits = body.hits.hits as unknown as Hit<ProductDocument>[];
    return {
      total: counted ? counted.body.count : totalOf(body.hits.total),
      rows: hits.map((hit): FoundProduct => ({
        ...hit._source,
        highlight: highlightOf(hit.highlight, { 'name.cjk': 'name', 'description.cjk': 'description' }),
      })),
    };
  }

  /** The latest public items, for the portal's short lists. */
  async latest(kind: ProductKind, limit: number, now = Date.now()): Promise<FoundProduct[]> {
    return (await this.page(kind, { pageNumber: 1, pageSize: limit }, now)).rows;
  }

  /** One public item, or null when it is not listed or has expired. */
  async get(kind: ProductKind, id: string, now = Date.now()): Promise<FoundProduct | null> {
    const { body } = await this.client.get(
      { index: this.indices.alias(productIndexOf(kind)), id },
      { ignore: [404] },
    );
    const doc = (body as { _source?: ProductDocument })._source;
    if (!doc || !doc.listed || new Date(doc.validUntil).getTime() <= now) return null;
    return doc;
  }

  /** How many public items of a kind are open: the portal home's counts. */
  async countOpen(kind: ProductKind, now = Date.now()): Promise<number> {
    const { body } = await this.client.count({
      index: this.indices.alias(productIndexOf(kind)),
      body: { query: { bool: { filter: this.openFilter(now) } } },
    });
    return body.count;
  }

  private supplierFilter(now: number): Clause[] {
    return [
      { range: { supplyCount: { gt: 0 } } },
      { range: { openUntil: { gt: new Date(now).toISOString() } } },
    ];
  }

  /** How many members have open supply (the home's count of suppliers). */
  async supplierCount(now = Date.now()): Promise<number> {
    const { body } = await this.client.count({
      index: this.indices.alias('suppliers'),
      body: { query: { bool: { filter: this.supplierFilter(now) } } },
    });
    return body.count;
  }

  /**
   * Members with open supply, newest activity first. A keyword matches the company name
   * or its products; a category keeps those with a supply in it or below it.
   */
  async suppliers(
    query: { keyword?: string; categoryId?: string; memberId?: string; pageNumber: number; pageSize: number },
    now = Date.now(),
  ) {
    const filter = this.supplierFilter(now);
    if (query.memberId) filter.push({ term: { memberId: query.memberId } });
    if (query.categoryId) filter.push({ terms: { categoryIds: categoryTree().andBelow(query.categoryId) } });
    const must: Clause[] = [];
    if (query.keyword)
      must.push({
        bool: {
          should: [
            { multi_match: { query: query.keyword, fields: ['companyName.cjk'], operator: 'and' } },
            { multi_match: { query: query.keyword, fields: ['productText.cjk'], operator: 'and' } },
          ],
          minimum_should_match: 1,
        },
      });
    const { body } = await this.client.search({
      index: this.indices.alias('suppliers'),
      body: {
        from: (query.pageNumber - 1) * query.pageSize,
        size: query.pageSize,
        track_total_hits: true,
        query: { bool: { filter, must } },
        sort: [{ latestAt: 'desc' }, { memberId: 'asc' }],
        _source: { excludes: ['productText'] },
        ...(query.keyword
          ? { highlight: { ...HIGHLIGHT, fields: { 'companyName.cjk': { number_of_fragments: 0 } } } }
          : {}),
      },
    });
    const hits = body.hits.hits as unknown as Hit<SupplierDocument>[];
    return {
      total: totalOf(body.hits.total),
      rows: hits.map((hit) => ({
        ...hit._source,
        highlight: hit.highlight?.['companyName.cjk']?.[0],
      })),
    };
  }

  /**
   * Smart matching's candidates of one kind for an item of the other: open items of
   * other members in a related category (same top-level group) or sharing a keyword
   * part, the country as a tie-breaker, best first. The ranking itself stays in score.ts.
   */
  async candidates(
    kind: ProductKind,
    target: { memberId: string; categoryId: string; country: string; name: string; description: string },
    size = 200,
    now = Date.now(),
  ): Promise<ProductDocument[]> {
    const tree = categoryTree();
    const root = tree.rootOf(target.categoryId)?.id ?? target.categoryId;
    const related = tree.andBelow(root).filter((id) => categoryAffinity(target.categoryId, id) > 0);
    const text = [...tokens(`${target.name} ${target.description}`)].join(' ');
    const should: Clause[] = [{ terms: { categoryId: related.length ? related : [target.categoryId] } }];
    if (text)
      should.push({
        multi_match: { query: text, fields: ['name.cjk^2', 'description.cjk'], operator: 'or' },
      });
    const { body } = await this.client.search({
      index: this.indices.alias(productIndexOf(kind)),
      body: {
        size,
        query: {
          bool: {
            filter: this.openFilter(now),
            must_not: [{ term: { memberId: target.memberId } }],
            should: [...should, { term: { country: { value: target.country, boost: 0.5 } } }],
            minimum_should_match: 1,
          },
        },
      },
    });
    // The country alone never makes a candidate: score.ts drops those without category or keywords.
    return (body.hits.hits as unknown as Hit<ProductDocument>[]).map((hit) => hit._source);
  }

  /** Published, due articles in the categories, by keyword in any language; pinned first, then the newest. */
  async articles(
    query: { categoryIds?: string[]; keyword?: string; pageNumber: number; pageSize: number },
    now = Date.now(),
  ) {
    const filter: Clause[] = [
      { term: { listed: true } },
      { range: { publishedAt: { lte: new Date(now).toISOString() } } },
    ];
    if (query.categoryIds) filter.push({ terms: { categoryId: query.categoryIds } });
    const must: Clause[] = [];
    const words = query.keyword?.trim();
    const titles = ['title.zh-cn', 'title.en', 'title.ru'];
    if (words)
      must.push({
        bool: {
          should: titles.map((field) => ({
            multi_match: { query: words, fields: [`${field}.cjk`], operator: 'and' },
          })),
          minimum_should_match: 1,
        },
      });
    const { body } = await this.client.search({
      index: this.indices.alias('articles'),
      body: {
        from: (query.pageNumber - 1) * query.pageSize,
        size: query.pageSize,
        track_total_hits: true,
        query: { bool: { filter, must } },
        sort: [{ sortOrder: 'desc' }, { publishedAt: 'desc' }, { id: 'desc' }],
        ...(words
          ? {
              highlight: {
                ...HIGHLIGHT,
                fields: Object.fromEntries(
                  titles.map((field) => [`${field}.cjk`, { number_of_fragments: 0 }]),
                ),
              },
            }
          : {}),
      },
    });
    const hits = body.hits.hits as unknown as Hit<ArticleDocument>[];
    return {
      total: totalOf(body.hits.total),
      rows: hits.map((hit): FoundArticle => ({
        ...hit._source,
        highlight: hit.highlight
          ? Object.fromEntries(
              LANG_TITLES.flatMap((lang) => {
                const fragment = hit.highlight?.[`title.${lang}.cjk`]?.[0];
                return fragment ? [[lang, fragment]] : [];
              }),
            )
          : undefined,
      })),
    };
  }
}
