import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CatalogConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3002 }),
  /**
   * Consumer group of this replica's read-model sync: one per instance, so each sees
   * every event. Defaults to `<database>-read-model-<hostname>`.
   */
  READ_MODEL_GROUP: Type.Optional(Type.String({ minLength: 1 })),
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
  /** How long an add or edit waits for the files service, in ms. */
  FILES_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
});

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CatalogConfig, env);
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
