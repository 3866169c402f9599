import { S3Config, Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const FilesConfig = standardConfigSchema({
  ...S3Config,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3005 }),
  S3_BUCKET: Type.String({ minLength: 3, maxLength: 63, default: 'trade-files' }),
});

export const loadFilesConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(FilesConfig, env);
export type FilesConfig = ReturnType<typeof loadFilesConfig>;
