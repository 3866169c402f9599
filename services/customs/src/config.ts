import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CustomsConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3004 }),
});

export const loadCustomsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CustomsConfig, env);
export type CustomsConfig = ReturnType<typeof loadCustomsConfig>;
