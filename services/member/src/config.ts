import { ConfigError, Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const MemberConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3003 }),
  /**
   * The files service, asked (POST /internal/files/resolve) whether a profile's logo and
   * licence are images of the member's own library.
   */
  FILES_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3005' }),
  /** How long a save waits for the files service, in ms. */
  FILES_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
  /** The auth service, asked (POST /home/Basic/getDictList) for the ownership types of a filing. */
  AUTH_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3001' }),
  /**
   * The company registry behind tycSearch/tycInfo and the verified badge: `tianyancha` (the
   * open API, needs TIANYANCHA_TOKEN) or `local` (fixtures; refused with NODE_ENV=production).
   * Unset: lookups answer 503 and no profile is verified.
   */
  REGISTRY_PROVIDER: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('tianyancha')])),
  /** The Tianyancha open API's token, sent as the Authorization header. */
  TIANYANCHA_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  TIANYANCHA_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://open.api.tianyancha.com' }),
  /** How long one registry call may take, in ms. */
  REGISTRY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
  /** How many times a registry call that timed out or failed is tried again. */
  REGISTRY_RETRIES: Type.Integer({ minimum: 0, maximum: 5, default: 2 }),
  /** The wait before the first retry, in ms (it doubles at each). */
  REGISTRY_RETRY_DELAY_MS: Type.Integer({ minimum: 0, maximum: 10000, default: 300 }),
  /** How long a registry answer is kept in the database, in seconds (0: not kept). */
  REGISTRY_CACHE_TTL_S: Type.Integer({ minimum: 0, maximum: 30 * 86400, default: 86400 }),
  /**
   * The consumer group that keeps the accepted quotations (catalog's trade.quote) and the
   * contract list rows (the service's own trade.contract); default `<database>-contracts`.
   */
  CONTRACT_CONSUMER_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /** The consumer group that makes each new member's company profile shell (auth's trade.member); default `<database>-companies`. */
  COMPANY_CONSUMER_GROUP: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The consumer group that builds the members' trade reports from catalog's trade.supply,
   * trade.demand, trade.inquiry, trade.quote and the service's own trade.contract; default
   * `<database>-reports`.
   */
  REPORT_CONSUMER_GROUP: Type.Optional(Type.String({ minLength: 1 })),
});

/** Loads the member service's variables; `tianyancha` without its token stops the boot with its name. */
export const loadMemberConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(MemberConfig, env);
  if (config.REGISTRY_PROVIDER === 'tianyancha' && !config.TIANYANCHA_TOKEN)
    throw ConfigError.about('TIANYANCHA_TOKEN', 'is required with REGISTRY_PROVIDER=tianyancha');
  return config;
};
export type MemberConfig = ReturnType<typeof loadMemberConfig>;
