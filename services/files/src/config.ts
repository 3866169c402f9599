import { S3Config, Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const FilesConfig = standardConfigSchema({
  ...S3Config,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3005 }),
  S3_BUCKET: Type.String({ minLength: 3, maxLength: 63, default: 'trade-files' }),
  /** Where browsers reach S3 for presigned URLs (defaults to S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Multipart part size for streamed uploads: bounds the memory one upload holds. */
  S3_PART_SIZE_MB: Type.Integer({ minimum: 5, maximum: 64, default: 5 }),
  /** §5/§9 size limits per scene, in MB. */
  UPLOAD_IMAGE_MAX_MB: Type.Integer({ minimum: 1, maximum: 1024, default: 10 }),
  UPLOAD_FILE_MAX_MB: Type.Integer({ minimum: 1, maximum: 1024, default: 30 }),
  /** Lifetime of presigned upload and download URLs, in seconds. */
  PRESIGN_TTL_S: Type.Integer({ minimum: 30, maximum: 3600, default: 300 }),
  /** How often unregistered direct uploads (getTempKeys, never added) are looked for, in ms. */
  UPLOAD_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 50, maximum: 86_400_000, default: 300_000 }),
  /** How long after its token expired an unregistered direct upload is removed, in seconds. */
  UPLOAD_SWEEP_GRACE_S: Type.Integer({ minimum: 0, maximum: 604_800, default: 900 }),
  /** Prefix of the `src` URLs handed to clients (the gateway path of GET /basic.file/view). */
  FILE_SRC_BASE: Type.String({ default: '/api/basic.file/view' }),
});

export const loadFilesConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(FilesConfig, env);
export type FilesConfig = ReturnType<typeof loadFilesConfig>;
