import { OpenSearchConfig, Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const CustomsConfig = standardConfigSchema({
  ...OpenSearchConfig,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3004 }),
  /** The files service, asked (POST /internal/files/resolve) whether a warehouse's photo is a library image. */
  FILES_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3005' }),
  /** How long an add or edit waits for the files service, in ms. */
  FILES_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
  /** The member service, asked (GET /internal/companies/:id) for a company profile's codes. */
  MEMBER_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3003' }),
  MEMBER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
  /**
   * The inbound exchange folder the Single Window's transfer client delivers CEB messages
   * and receipts to (a mounted volume in Kubernetes); read files move to `done/` or
   * `failed/` under it. Empty: no folder is watched.
   */
  CEB_INBOX_DIR: Type.String({ default: '' }),
  /** How often the inbound folder is looked at, in ms. */
  CEB_INBOX_POLL_MS: Type.Integer({ minimum: 50, maximum: 600000, default: 2000 }),
  /** The outbound exchange folder declarations from the platform are written to. Empty: declaring is off. */
  CEB_OUTBOX_DIR: Type.String({ default: '' }),
  /**
   * The members' signing keys for messages with appStatus 2: `<customs code>.key.pem` and
   * `<customs code>.cert.pem` (PEM) in this folder (a mounted secret in Kubernetes).
   */
  CEB_SIGNING_DIR: Type.String({ default: '' }),
  /** The key and certificate used for a member without its own in CEB_SIGNING_DIR; empty: none. */
  CEB_SIGNING_KEY_FILE: Type.String({ default: '' }),
  CEB_SIGNING_CERT_FILE: Type.String({ default: '' }),
  /** The 电子口岸 data-exchange user id (dxpId) the platform transmits under. */
  CEB_DXP_ID: Type.String({ default: 'DXPENT0000000000', maxLength: 30 }),
  /** Prefix of the OpenSearch index the declaration lists answer from (`<prefix>declarations`). */
  /** Unset: the customs database's name, so platforms with their own databases have their own index. */
  CUSTOMS_INDEX_PREFIX: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$' })),
  /** The consumer group of the lists' index; each platform (not each replica) feeds it once. */
  CUSTOMS_INDEX_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /** The consumer group of the company codes; one per platform. */
  CUSTOMS_COMPANY_GROUP: Type.Optional(Type.String({ minLength: 1 })),
});

export const loadCustomsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CustomsConfig, env);
export type CustomsConfig = ReturnType<typeof loadCustomsConfig>;
