import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildGateway, type Gateway } from '../../gateway/src/app';
import { loadConfig as loadGatewayConfig } from '../../gateway/src/config/env';
import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { buildNotify } from '../../services/notify/src/app';
import { loadNotifyConfig } from '../../services/notify/src/config';
import { localSmsKey } from '../../services/notify/src/sms/local-sms';
import { createApp, ok, requireMember, type Service } from '@trade/service-kit';
import { serviceEnv, TEST_INTERNAL_SECRET, testServers, unique, waitFor } from '@trade/service-kit/testing';

export const ADMIN = { username: 'flow_admin', password: 'Flow@2025' };

export interface IdentityStack {
  /** Base URL of the API through the real gateway, e.g. http://127.0.0.1:41234/api */
  api: string;
  auth: Awaited<ReturnType<typeof buildAuth>>;
  notify: Service;
  gateway: Gateway;
  redis: Redis;
  authPrefix: string;
  /** The BullMQ prefix auth and notify share (the SMS and e-mail queues). */
  queuePrefix: string;
  close(): Promise<void>;
}

const urlOf = (address: string) => address.replace('0.0.0.0', '127.0.0.1');

/**
 * auth and notify (local SMS adapter) in-process on the real servers, a stand-in
 * member service built from the kit, and the real gateway in front, each on a
 * free port with its own database, Redis prefixes and BullMQ prefix.
 */
export async function startIdentityStack(
  authEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
  notifyEnv: Record<string, string> = {},
): Promise<IdentityStack> {
  const queuePrefix = unique('bullflow');
  const authPrefix = `${unique('authflow')}:`;
  const auth = await buildAuth(
    loadAuthConfig(
      serviceEnv('auth', {
        QUEUE_PREFIX: queuePrefix,
        AUTH_REDIS_PREFIX: authPrefix,
        AUTH_ADMIN_USERNAME: ADMIN.username,
        AUTH_ADMIN_PASSWORD: ADMIN.password,
        SMS_RESEND_AFTER: '2',
        AUDIT_CONSUMER_GROUP: unique('auth-audit'),
        ACCESS_TOKEN_TTL: '60',
        SIGNING_KEY_PUBLISH_DELAY: '1',
        // Auth sees the client IP the local gateway passes on, as behind npm start.
        TRUST_PROXY: '127.0.0.1',
        ...authEnv,
      }),
    ),
    { outboxIntervalMs: 200 },
  );
  const authUrl = urlOf(await auth.service.listen());
  const notify = await buildNotify(
    loadNotifyConfig(
      serviceEnv('notify', {
        SMS_PROVIDER: 'local',
        QUEUE_PREFIX: queuePrefix,
        AUTH_URL: authUrl,
        ...notifyEnv,
      }),
    ),
  );
  // The member service's routes are not built yet: a stand-in answers a member route
  // the way every member-area endpoint must, scoped to the caller's member id.
  const member = createApp({ name: 'member', internalSecret: TEST_INTERNAL_SECRET, logLevel: 'silent' });
  member.post('/home/member.Record/info', async (request) =>
    ok(request, { memberId: requireMember(request).memberId }),
  );

  const notifyUrl = urlOf(await notify.listen());
  const memberUrl = urlOf(await member.listen({ port: 0, host: '127.0.0.1' }));
  const { gateway, api } = await startTestGateway(
    { auth: authUrl, member: memberUrl, notify: notifyUrl },
    { AUTH_REDIS_PREFIX: authPrefix, ...gatewayEnv },
  );
  const redis = new Redis(testServers().REDIS_URL);
  return {
    api,
    auth,
    notify,
    gateway,
    redis,
    authPrefix,
    queuePrefix,
    async close() {
      await gateway.app.close();
      await Promise.all([auth.service.close(), notify.close(), member.close()]);
      const keys = await redis.keys(`${authPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}

/**
 * The real gateway on a random port in front of in-process services. Upstreams not
 * named fall back to auth (they are not part of the flow under test); `env`
 * overrides the gateway's settings.
 */
export async function startTestGateway(
  upstreams: { auth: string } & Partial<
    Record<'catalog' | 'member' | 'customs' | 'files' | 'notify', string>
  >,
  env: Record<string, string> = {},
) {
  const upstream = (name: keyof typeof upstreams) => upstreams[name] ?? upstreams.auth;
  const gateway = await buildGateway(
    loadGatewayConfig({
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      REDIS_URL: testServers().REDIS_URL,
      REDIS_KEY_PREFIX: `${unique('gwflow')}:`,
      JWKS_URL: `${upstreams.auth}/.well-known/jwks.json`,
      JWKS_COOLDOWN: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: 'off',
      DOCS_ENABLED: 'false',
      LOGIN_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      AUTH_URL: upstreams.auth,
      CATALOG_URL: upstream('catalog'),
      MEMBER_URL: upstream('member'),
      CUSTOMS_URL: upstream('customs'),
      FILES_URL: upstream('files'),
      NOTIFY_URL: upstream('notify'),
      ...env,
    }),
  );
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/api`;
  return { gateway, api };
}

/** A JSON call through the gateway. */
export async function call(
  api: string,
  path: string,
  opts: {
    body?: unknown;
    token?: string;
    method?: string;
    lang?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; message: string; data: any };
}> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { lang: opts.lang ?? 'zh-cn', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const res = await fetch(`${api}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(opts.body ?? {}),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** The newest code the local SMS adapter delivered to `phone` after `since` (epoch ms). */
export async function smsCodeFor(redis: Redis, phone: string, since = 0): Promise<string> {
  return waitFor(
    async () => {
      const raw = await redis.lindex(localSmsKey(phone), 0);
      if (!raw) return undefined;
      const sms = JSON.parse(raw) as { at: string; params: { code: string } };
      return Date.parse(sms.at) >= since ? sms.params.code : undefined;
    },
    15000,
    `an SMS to ${phone}`,
  );
}

/** A fresh phone and the SMS code /login/sendCode sent to it, as a form proving the phone has them. */
export async function phoneWithCode(stack: Pick<IdentityStack, 'api' | 'redis'>) {
  const phone = newPhone();
  const since = Date.now();
  const sent = await call(stack.api, '/login/sendCode', { body: { phone } });
  if (sent.status !== 200) throw new Error(`sendCode failed: ${JSON.stringify(sent.body)}`);
  return { phone, code: await smsCodeFor(stack.redis, `+86${phone}`, since) };
}

/** A valid mainland mobile number no other run uses. */
export function newPhone(): string {
  return `139${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
