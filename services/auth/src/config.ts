import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const AuthConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001 }),
  ACCESS_TOKEN_TTL: Type.Integer({
    minimum: 30,
    default: 900,
    description: 'access token lifetime, seconds',
  }),
  REFRESH_TOKEN_TTL: Type.Integer({
    minimum: 60,
    default: 1209600,
    description: 'refresh token lifetime, seconds',
  }),
  JWT_ISSUER: Type.String({ default: 'trade-auth' }),
  JWT_AUDIENCE: Type.String({ default: 'trade' }),
});

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(AuthConfig, env);
export type AuthConfig = ReturnType<typeof loadAuthConfig>;
