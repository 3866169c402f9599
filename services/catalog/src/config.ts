import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CatalogConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3002 }),
  /**
   * Consumer group of this replica's read-model sync: one per instance, so each sees
   * every event. Defaults to `<database>-read-model-<hostname>`.
   */
  READ_MODEL_GROUP: Type.Optional(Type.String({ minLength: 1 })),
});

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CatalogConfig, env);
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
