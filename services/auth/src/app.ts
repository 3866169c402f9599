import { TOPICS } from '@trade/contracts';
import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadAuthConfig, type AuthConfig } from './config';
import { auditLogModel } from './audit/audit-log.model';
import { auditEventHandler } from './audit/audit-consumer';
import { auditRoutes } from './audit/audit.routes';
import { auditWriter } from './audit/audit-writer';
import { AuthSettings } from './config/auth-settings';
import { configItemModel } from './config/config.model';
import { ConfigRepository } from './config/config.repository';
import { configRoutes } from './config/config.routes';
import { seedSettings } from './config/config-seed';
import { SystemConfig } from './config/system-config';
import { dictModels } from './dict/dict.models';
import { DictRepository } from './dict/dict.repository';
import { dictRoutes } from './dict/dict.routes';
import { seedDictionaries } from './dict/dict-seed';
import { Dictionaries } from './dict/dictionaries';
import { replacePublishedAdminPasswords } from './bootstrap/published-passwords';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { SigningKeys } from './keys/signing-keys';
import { keysRoutes } from './keys/keys.routes';
import { memberModel } from './members/member.model';
import { navGroupModel } from './nav/nav.model';
import { seedNavigation } from './nav/nav-seed';
import { Navigation } from './nav/navigation';
import { navRoutes } from './nav/nav.routes';
import { MemberRepository } from './members/member-repository';
import { MemberAccounts } from './members/member-accounts';
import { memberAccountRoutes } from './members/member-accounts.routes';
import { argon2Hasher, type PasswordHasher } from './passwords/password-hasher';
import { AdminDirectory } from './rbac/admin-directory';
import { adminAuditLine } from './rbac/admin-audit';
import { AdminUsers } from './rbac/admin-users';
import { Departments } from './rbac/departments';
import { Menus } from './rbac/menus';
import { rbacRepositories } from './rbac/rbac.repositories';
import { Roles } from './rbac/roles';
import { seedMenus } from './rbac/menu-seed';
import { myMenuRoutes } from './rbac/my-menu.routes';
import { rbacModels } from './rbac/rbac.models';
import { roleRoutes } from './rbac/role.routes';
import { treeRoutes } from './rbac/tree.routes';
import { userRoutes } from './rbac/user.routes';
import { LoginThrottle } from './session/login-throttle';
import { SessionService } from './session/session-service';
import { sessionRoutes } from './session/session.routes';
import { smsConsumeRoutes } from './sms/sms-consume.routes';
import { SmsCodes, type SmsSender } from './sms/sms-codes';
import { DictionaryReader } from './system/dictionary-reader';
import { QueueMonitor } from './system/queues';
import { ServiceDirectory } from './system/service-directory';
import { SystemStatus } from './system/system-status';
import { systemRoutes } from './system/system.routes';
import { bullSmsSender } from './sms/sms-queue';
import { refreshModels } from './tokens/refresh-token.model';
import { RefreshTokens } from './tokens/refresh-tokens';
import { SessionCutoff } from './tokens/session-cutoff';

export interface AuthOverrides {
  outboxIntervalMs?: number;
  /** Replaces the BullMQ SMS queue (unit tests). */
  smsSender?: SmsSender;
  hasher?: PasswordHasher;
}

/** Builds the auth service: sessions and tokens, JWKS, RBAC and menus, the audit log. */
export async function buildAuth(config: AuthConfig = loadAuthConfig(), overrides: AuthOverrides = {}) {
  const service = await Service.create({
    ...standardServiceOptions('auth', config),
    outboxIntervalMs: overrides.outboxIntervalMs,
  });
  const log = service.app.log;
  // The sign-in settings the back office tunes, read live (config/auth-settings.ts).
  const live = new AuthSettings(await service.liveConfig(), config);
  const keys = new SigningKeys(service.mongo, {
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    get accessTokenTtl() {
      return live.accessTokenTtl();
    },
    publishDelay: config.SIGNING_KEY_PUBLISH_DELAY,
  });
  await keys.init();
  scheduleKeyRotation(service, keys, config.SIGNING_KEY_ROTATE_AFTER, config.AUTH_REDIS_PREFIX);

  // Repositories and adapters
  const lines = auditLogModel(service.mongo);
  const audit = auditWriter(lines, log);
  const hasher = overrides.hasher ?? argon2Hasher();
  const membersModel = memberModel(service.mongo);
  service.useOutbox(membersModel);
  const members = new MemberRepository(membersModel);
  const navGroups = navGroupModel(service.mongo);
  service.useOutbox(navGroups);
  const models = rbacModels(service.mongo);
  const repos = rbacRepositories(models);
  const admins = new AdminDirectory(repos);
  const refresh = new RefreshTokens(refreshModels(service.mongo), () => live.refreshTokenTtl());
  const cutoff = new SessionCutoff(refresh, service.redis, {
    prefix: config.AUTH_REDIS_PREFIX,
    // Tokens signed before a shorter lifetime was set may still be alive: take the longer.
    get accessTokenTtl() {
      return Math.max(live.accessTokenTtl(), config.ACCESS_TOKEN_TTL);
    },
  });
  const sender = overrides.smsSender ?? bullSmsSender(config.REDIS_URL, config.QUEUE_PREFIX);
  if ('close' in sender) service.app.addHook('onClose', () => (sender as { close(): Promise<void> }).close());
  const codes = new SmsCodes(service.redis, sender, live.smsCodes(config.AUTH_REDIS_PREFIX));
  const throttle = new LoginThrottle(service.redis, live.loginThrottle(config.AUTH_REDIS_PREFIX));
  const sessions = new SessionService({
    members,
    admins,
    hasher,
    throttle,
    codes,
    refresh,
    keys,
    audit,
    cutoff,
    passwordRule: () => live.passwordRule(),
  });

  const dictionaryModels = dictModels(service.mongo);
  const settingsModel = configItemModel(service.mongo);
  service.useOutbox(settingsModel);

  // Data every instance needs: the default menus, dictionaries and settings and, when
  // configured, the first super-admin.
  await seedMenus(models);
  await seedNavigation(navGroups);
  await seedDictionaries(dictionaryModels);
  const settingsRepo = new ConfigRepository(settingsModel);
  await seedSettings(settingsRepo, config);
  if (config.AUTH_ADMIN_USERNAME || config.AUTH_ADMIN_PASSWORD) {
    const result = await ensureSuperAdmin(models, hasher, {
      username: config.AUTH_ADMIN_USERNAME,
      password: config.AUTH_ADMIN_PASSWORD,
      production: config.NODE_ENV === 'production',
    });
    if (result === 'created') log.info({ username: config.AUTH_ADMIN_USERNAME }, 'super-admin created');
  }
  await replacePublishedAdminPasswords(
    models,
    hasher,
    {
      production: config.NODE_ENV === 'production',
      username: config.AUTH_ADMIN_USERNAME,
      password: config.AUTH_ADMIN_PASSWORD,
    },
    log,
  ).catch(async (error: unknown) => {
    await service.close();
    throw error;
  });

  service.consume({
    groupId: config.AUDIT_CONSUMER_GROUP,
    topics: [...TOPICS],
    // Every topic's history flows in here: a new log (or a rebuilt one) catches up in seconds.
    partitionsConsumedConcurrently: 8,
    // The handler upserts one line per event id: repeats change nothing on their own.
    recordProcessed: false,
    handlers: { '*': auditEventHandler(lines, (sub) => repos.users.usernameOf(sub)) },
  });

  // Routes
  const eventsRecorded = (memberId: unknown) => service.eventsRecorded(membersModel, memberId);
  await service.app.register(keysRoutes, { keys });
  await service.app.register(auditRoutes, { lines });
  await service.app.register(sessionRoutes, {
    sessions,
    codes,
    registration: { members, hasher, codes, admins, settings: live },
    eventsRecorded,
  });
  await service.app.register(smsConsumeRoutes, { codes });
  await service.app.register(myMenuRoutes, { admins });
  const line = adminAuditLine(audit, repos.users);
  const users = new AdminUsers({
    repos,
    hasher,
    line,
    endSessionsOf: (sub) => cutoff.endAllOf(sub),
    memberAccountTaken: (name) => members.accountTaken(name),
    passwordRule: () => live.passwordRule(),
  });
  await service.app.register(userRoutes, { users });
  await service.app.register(roleRoutes, { roles: new Roles(repos, line) });
  await service.app.register(treeRoutes, {
    departments: new Departments(repos, line),
    menus: new Menus(repos, line, () => seedMenus(models)),
  });
  await service.app.register(navRoutes, {
    navigation: new Navigation(navGroups, line, (groupId) => service.eventsRecorded(navGroups, groupId)),
  });
  await service.app.register(memberAccountRoutes, {
    accounts: new MemberAccounts(membersModel, line, (sub) => cutoff.endAllOf(sub)),
  });
  const queues = new QueueMonitor(config.REDIS_URL, config.QUEUE_PREFIX);
  service.app.addHook('onClose', () => queues.close());
  const directory = new ServiceDirectory(
    service.app,
    {
      catalog: config.CATALOG_URL,
      member: config.MEMBER_URL,
      customs: config.CUSTOMS_URL,
      files: config.FILES_URL,
      notify: config.NOTIFY_URL,
    },
    { internalSecret: config.INTERNAL_SECRET, timeoutMs: config.STATUS_TIMEOUT_MS },
  );
  await service.app.register(systemRoutes, {
    models,
    dictionaries: new DictionaryReader(service.mongo),
    status: new SystemStatus(directory, queues),
  });
  await service.app.register(dictRoutes, {
    dictionaries: new Dictionaries(new DictRepository(dictionaryModels), line),
  });
  const systemConfig = new SystemConfig(
    settingsRepo,
    line,
    service.redis,
    service.options.liveConfigKey ?? 'trade:config',
    (...ids) => service.eventsRecorded(settingsModel, ...ids),
  );
  await systemConfig.publish();
  schedulePublish(service, systemConfig);
  await service.app.register(configRoutes, { settings: systemConfig });
  return { service, keys, models, cutoff, systemConfig };
}

/** How often auth re-publishes the settings, so a lost Redis write heals itself. */
const REPUBLISH_MS = 60_000;

function schedulePublish(service: Service, settings: SystemConfig): void {
  const timer = setInterval(
    () =>
      void settings
        .publish()
        .catch((error: unknown) => service.app.log.warn({ err: error }, 'settings publish failed')),
    REPUBLISH_MS,
  );
  timer.unref();
  service.app.addHook('onClose', async () => clearInterval(timer));
}

/** How often each replica checks whether the signing key is due for rotation. */
const ROTATION_CHECK_MS = 60 * 60_000;

/**
 * Rotates the signing key once it has signed for `rotateAfter` seconds (0: never). Each
 * replica checks hourly; a Redis lock lets one replica at a time rotate.
 */
function scheduleKeyRotation(service: Service, keys: SigningKeys, rotateAfter: number, prefix: string): void {
  if (rotateAfter === 0) return;
  const check = async () => {
    const lock = await service.redis.set(`${prefix}signing-key-rotation`, '1', 'PX', 60_000, 'NX');
    if (lock !== 'OK') return;
    const kid = await keys.rotateIfDue(rotateAfter * 1000);
    if (kid) service.app.log.info({ kid }, 'signing key rotated; the new key signs after the publish delay');
  };
  const timer = setInterval(
    () =>
      void check().catch((error: unknown) =>
        service.app.log.warn({ err: error }, 'key rotation check failed'),
      ),
    ROTATION_CHECK_MS,
  );
  timer.unref();
  service.app.addHook('onClose', async () => clearInterval(timer));
  // Also at start: a replica started long after the last rotation need not wait an hour.
  void check().catch((error: unknown) => service.app.log.warn({ err: error }, 'key rotation check failed'));
}
