import { unique } from '@trade/service-kit/testing';
import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

/** The identity stack on a Redis settings hash of its own, so parallel runs never mix settings. */
export async function startSettingsStack(authEnv: Record<string, string> = {}) {
  const liveConfigKey = `${unique('cfgflow')}:config`;
  const stack = await startIdentityStack({ LIVE_CONFIG_KEY: liveConfigKey, ...authEnv });
  const close = stack.close.bind(stack);
  return {
    ...stack,
    liveConfigKey,
    async close() {
      await stack.redis.del(liveConfigKey);
      await close();
    },
  } satisfies IdentityStack & { liveConfigKey: string };
}

export async function adminToken(api: string): Promise<string> {
  const login = await call(api, '/login/login', {
    body: { account: ADMIN.username, password: ADMIN.password },
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(login.body)}`);
  return login.body.data.accessToken as string;
}

/** Registers a fresh member through /login/reg and answers its access token. */
export async function memberToken(stack: IdentityStack): Promise<string> {
  const phone = newPhone();
  const since = Date.now();
  await call(stack.api, '/login/sendCode', { body: { phone } });
  const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
  const reg = await call(stack.api, '/login/reg', {
    body: {
      companyName: '设置测试公司',
      contact: '王',
      account: `m${phone}`,
      password: 'abc123',
      phone,
      code,
      consent: true,
    },
  });
  if (reg.status !== 200) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  return reg.body.data.accessToken as string;
}

/** The audit lines of one action, newest first. */
export async function auditLines(api: string, token: string, action: string) {
  const log = await call(api, `/system/log/list?action=${encodeURIComponent(action)}&pageSize=100`, {
    token,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (log.body.data.rows ?? log.body.data) as any[];
}
