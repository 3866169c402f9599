import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CustomsConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3004 }),
  /** The files service, asked (POST /internal/files/resolve) whether a warehouse's photo is a library image. */
  FILES_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3005' }),
  /** How long an add or edit waits for the files service, in ms. */
  FILES_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
});

export const loadCustomsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CustomsConfig, env);
export type CustomsConfig = ReturnType<typeof loadCustomsConfig>;
