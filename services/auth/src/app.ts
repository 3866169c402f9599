import { TOPICS } from '@trade/contracts';
import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadAuthConfig, type AuthConfig } from './config';
import { auditLogModel } from './audit/audit-log.model';
import { auditEventHandler } from './audit/audit-consumer';
import { auditRoutes } from './audit/audit.routes';
import { SigningKeys } from './keys/signing-keys';
import { keysRoutes } from './keys/keys.routes';

/** Builds the auth service: token keys and JWKS, the audit log; sessions and RBAC as they land. */
export async function buildAuth(config: AuthConfig = loadAuthConfig()) {
  const service = await Service.create(standardServiceOptions('auth', config));
  const keys = new SigningKeys(service.mongo, {
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    accessTokenTtl: config.ACCESS_TOKEN_TTL,
  });
  await keys.init();
  const lines = auditLogModel(service.mongo);
  service.consume({
    groupId: 'auth-audit-log',
    topics: [...TOPICS],
    handlers: { '*': auditEventHandler(lines) },
  });
  await service.app.register(keysRoutes, { keys });
  await service.app.register(auditRoutes, { lines });
  return { service, keys };
}
