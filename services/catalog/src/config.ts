import { OpenSearchConfig, Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CatalogConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3002 }),
  ...OpenSearchConfig,
  /**
   * What the names of this catalog's search indexes start with (`<prefix>supplies`, …):
   * platforms sharing one search engine keep apart by it. Defaults to `<database>_`.
   */
  SEARCH_INDEX_PREFIX: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_.-]{0,80}$' })),
  /**
   * Consumer group of the search projection, shared by all replicas (each event is
   * indexed once). Defaults to `<database>-search`.
   */
  SEARCH_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /** How often items that could not be indexed (the search engine was down) are tried again, in ms. */
  SEARCH_RETRY_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 600000, default: 2000 }),
  /** How long a write waits for its own item to be indexed before leaving it to the retries, in ms. */
  SEARCH_WRITE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 1500 }),
  /**
   * The member service, asked (GET /internal/companies/:id) for a company profile when
   * its event arrives: the supplier index's name and verified badge.
   */
  MEMBER_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3003' }),
  /**
   * Consumer group of this replica's category tree: one per instance, so each reloads its
   * tree on every category event. Defaults to `<database>-category-tree-<hostname>`.
   */
  CATEGORY_TREE_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The files service, asked (POST /internal/files/resolve) whether a product gallery's
   * file ids are the member's own images. Required: pointing at another platform's files
   * service by a default would check galleries against the wrong library.
   */
  FILES_URL: Type.String({ pattern: '^https?://[^/]+', description: 'files service base URL' }),
  /**
   * The auth service, asked (POST /home/Basic/getNavList) for the portal navigation the
   * home call carries. Down, the home call answers without it and the portal shows its own.
   */
  AUTH_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3001' }),
  /**
   * Consumer group of this replica's home call cache: one per instance, so each drops its
   * cache on every content and navigation event. Defaults to `<database>-home-<hostname>`.
   */
  HOME_INDEX_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * How long the units of auth's `unit` dictionary are kept, in ms: a unit an admin adds
   * or disables counts for supply and demand forms within this time.
   */
  UNIT_DICT_CACHE_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 30_000 }),
  /** How long a public list's answer (a page of supply or demand) is reused; 0: never. */
  PUBLIC_LIST_CACHE_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 5000 }),
  /** How long an add or edit waits for the files service, in ms. */
  FILES_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
});

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CatalogConfig, env);
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
