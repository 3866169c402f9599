import type { Client } from '@opensearch-project/opensearch';
import { CHINESE_ANALYZER } from '@trade/service-kit';

/** The catalog's indexes in the search engine; each is reached through an alias of this name. */
export const INDEX_NAMES = ['supplies', 'demands', 'suppliers', 'articles'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

/**
 * Text searched in Chinese: the main field is cut into words by Smart Chinese (it ranks
 * what a reader means: 面粉 is not in 墙面粉刷), the `cjk` sub-field into characters and
 * character bigrams, which finds parts of words (保温 in 保温杯) and single characters.
 * The sub-field indexes both unigrams and bigrams and is searched with bigrams only, so
 * 大豆油 must contain 大豆 and 豆油, and a one-character keyword still finds.
 */
const chineseText = {
  type: 'text',
  analyzer: CHINESE_ANALYZER,
  fields: { cjk: { type: 'text', analyzer: 'cjk_index', search_analyzer: 'cjk' } },
} as const;
const keyword = { type: 'keyword' } as const;
const stored = { type: 'keyword', index: false, doc_values: false } as const;
const date = { type: 'date' } as const;

const settings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  // The public lists page as deep as before (page 10,000 of 50).
  max_result_window: 500_050,
  analysis: {
    filter: { cjk_unigrams_bigrams: { type: 'cjk_bigram', output_unigrams: true } },
    analyzer: {
      cjk_index: {
        type: 'custom',
        tokenizer: 'standard',
        filter: ['cjk_width', 'lowercase', 'cjk_unigrams_bigrams'],
      },
    },
  },
};

const productMapping = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    kind: keyword,
    memberId: keyword,
    name: chineseText,
    description: chineseText,
    brand: chineseText,
    companyName: chineseText,
    /** The category's and its parents' names in every language: a rename is searched at once. */
    categoryText: chineseText,
    categoryId: keyword,
    categoryPath: keyword,
    price: { type: 'double' },
    quantity: { type: 'double' },
    unit: keyword,
    origin: stored,
    country: keyword,
    validUntil: date,
    gallery: stored,
    images: stored,
    sortOrder: { type: 'integer' },
    status: keyword,
    verified: { type: 'boolean' },
    /** Approved, visible, open and not deleted; expiry is checked when asked. */
    listed: { type: 'boolean' },
    createdAt: date,
    updatedAt: date,
  },
} as const;

const supplierMapping = {
  dynamic: 'strict',
  properties: {
    memberId: keyword,
    companyName: chineseText,
    /** Names, brands and descriptions of its open supply: a keyword finds a supplier by its products. */
    productText: chineseText,
    verified: { type: 'boolean' },
    /** The company profile's id in the member service, and its review state. */
    profileId: keyword,
    supplyCount: { type: 'integer' },
    categoryIds: keyword,
    /** Every category its supplies are in, with their parents: the category filter. */
    categoryPaths: keyword,
    countries: keyword,
    image: stored,
    latestAt: date,
    firstAt: date,
    /** The latest end of validity among its supplies: past it, no supply is open. */
    openUntil: date,
  },
} as const;

const articleMapping = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    categoryId: keyword,
    title: {
      properties: { 'zh-cn': chineseText, en: chineseText, ru: chineseText },
    },
    summary: { properties: { 'zh-cn': stored, en: stored, ru: stored } },
    coverUrl: stored,
    /** Published and not deleted; `publishedAt` is checked when asked (a later time schedules it). */
    listed: { type: 'boolean' },
    sortOrder: { type: 'integer' },
    publishedAt: date,
    updatedAt: date,
  },
} as const;

/**
 * The product indexes are kept in the lists' default order (pinned first, then newest): a
 * page of the unfiltered list then reads its first rows instead of sorting every item
 * (see MarketplaceSearch.page, which counts apart so the engine may stop early).
 */
const productSort = {
  'sort.field': ['sortOrder', 'createdAt', 'id'],
  'sort.order': ['desc', 'desc', 'desc'],
};

/**
 * Each index's mapping and its version. A change to a mapping bumps its version: the
 * reindex command builds `<alias>_v<version>_<time>` from the source and swaps the alias.
 */
export const INDEX_DEFINITIONS: Record<IndexName, { version: number; mappings: object; sort?: object }> = {
  supplies: { version: 2, mappings: productMapping, sort: productSort },
  demands: { version: 2, mappings: productMapping, sort: productSort },
  suppliers: { version: 1, mappings: supplierMapping },
  articles: { version: 1, mappings: articleMapping },
};

/**
 * Where this catalog's indexes live: `<prefix><name>` aliases. The prefix keeps apart
 * platforms (and test runs) sharing one search engine.
 */
export class SearchIndices {
  constructor(
    readonly client: Client,
    readonly prefix: string,
  ) {}

  alias(name: IndexName): string {
    return `${this.prefix}${name}`;
  }

  /** A new physical index name for `name` at its mapping's version. */
  physicalName(name: IndexName, at = Date.now()): string {
    return `${this.alias(name)}_v${INDEX_DEFINITIONS[name].version}_${at.toString(36)}`;
  }

  /** Creates a physical index with the current mapping (not yet behind the alias). */
  async create(name: IndexName, physical: string, body: { refreshInterval?: string } = {}): Promise<void> {
    await this.client.indices.create({
      index: physical,
      body: {
        settings: {
          ...settings,
          ...INDEX_DEFINITIONS[name].sort,
          refresh_interval: body.refreshInterval ?? '1s',
        } as Record<string, unknown>,
        mappings: INDEX_DEFINITIONS[name].mappings as Record<string, unknown>,
      },
    });
  }

  /** The physical indexes behind an alias (none when it does not exist yet). */
  async behind(name: IndexName): Promise<string[]> {
    const { body } = await this.client.indices.getAlias({ name: this.alias(name) }, { ignore: [404] });
    if (!body || typeof body !== 'object' || 'error' in body || 'status' in body) return [];
    return Object.keys(body);
  }

  /** Makes sure every alias exists, creating its first index; answers the ones it created. */
  async ensure(): Promise<IndexName[]> {
    const created: IndexName[] = [];
    for (const name of INDEX_NAMES) {
      if ((await this.behind(name)).length > 0) continue;
      const physical = this.physicalName(name);
      await this.create(name, physical);
      try {
        await this.client.indices.putAlias({ index: physical, name: this.alias(name) });
        created.push(name);
      } catch (error) {
        // Another replica created it first: keep theirs.
        await this.client.indices.delete({ index: physical }, { ignore: [404] });
        if ((await this.behind(name)).length === 0) throw error;
      }
    }
    return created;
  }

  /** Points the alias at `physical` alone and deletes the indexes it pointed at before. */
  async swap(name: IndexName, physical: string): Promise<string[]> {
    const old = await this.behind(name);
    const alias = this.alias(name);
    await this.client.indices.updateAliases({
      body: {
        actions: [...old.map((index) => ({ remove: { index, alias } })), { add: { index: physical, alias } }],
      },
    });
    for (const index of old) await this.client.indices.delete({ index }, { ignore: [404] });
    return old;
  }

  /** Deletes every index of this prefix (tests clean up with it). */
  async dropAll(): Promise<void> {
    const patterns = INDEX_NAMES.map((name) => `${this.alias(name)}_v*`).join(',');
    await this.client.indices.delete({ index: patterns, expand_wildcards: 'all' }, { ignore: [404] });
  }
}

/** The search indexes' name prefix: SEARCH_INDEX_PREFIX, else the catalog database's name and `_`. */
export function searchIndexPrefix(config: { SEARCH_INDEX_PREFIX?: string }, database: string): string {
  return config.SEARCH_INDEX_PREFIX ?? `${database.toLowerCase().replace(/[^a-z0-9_.-]/g, '_')}_`;
}
