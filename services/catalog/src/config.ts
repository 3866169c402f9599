import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CatalogConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3002 }),
});

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CatalogConfig, env);
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
