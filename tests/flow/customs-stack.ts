import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar, CREDIT_CODE_ALPHABET } from '@trade/contracts';
import { serviceEnv, waitFor } from '@trade/service-kit/testing';
import { buildCustoms } from '../../services/customs/src/app';
import { loadCustomsConfig } from '../../services/customs/src/config';
import { startTestGateway } from './identity-stack';
import { adminToken, call, registerMember, startMarketplaceStack } from './marketplace-stack';
import { startTestMember } from './member-stack';

const urlOf = (address: string) => address.replace('0.0.0.0', '127.0.0.1');

/** A unified social credit code no registry knows, with a right check character. */
export function newCreditCode(): string {
  const body = Array.from(randomBytes(8), (b) => CREDIT_CODE_ALPHABET[b % CREDIT_CODE_ALPHABET.length]).join(
    '',
  );
  const first17 = `91330100M${body}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/**
 * The marketplace stack with member and customs beside it and a gateway in front: customs
 * on its own OpenSearch index and exchange folders (made here, removed on close).
 */
export async function startCustomsStack(extraEnv: Record<string, string> = {}) {
  const stack = await startMarketplaceStack();
  const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
  const { member, url: memberUrl } = await startTestMember(stack);
  const exchange = await mkdtemp(path.join(tmpdir(), 'ceb-exchange-'));
  const inbox = path.join(exchange, 'in');
  const outbox = path.join(exchange, 'out');
  const customs = await buildCustoms(
    loadCustomsConfig(
      serviceEnv('customs', {
        FILES_URL: upstream('files'),
        MEMBER_URL: memberUrl,
        CUSTOMS_INDEX_PREFIX: `cc-test-${Date.now().toString(36)}${randomBytes(3).toString('hex')}-`,
        CEB_INBOX_DIR: inbox,
        CEB_INBOX_POLL_MS: '200',
        CEB_OUTBOX_DIR: outbox,
        ...extraEnv,
      }),
    ),
    { outboxIntervalMs: 200 },
  );
  const { gateway, api } = await startTestGateway({
    auth: upstream('auth'),
    catalog: upstream('catalog'),
    files: upstream('files'),
    notify: upstream('notify'),
    member: memberUrl,
    customs: urlOf(await customs.listen()),
  });
  const admin = await adminToken(api);

  /** Registers a member whose approved company profile names `customsCode`; waits until customs knows it. */
  async function memberWithCodes(companyName: string, customsCode: string) {
    const who = await registerMember(api, stack.redis, companyName);
    const creditCode = newCreditCode();
    const add = await call(api, '/member.memberInfo/add', {
      token: who.token,
      body: { name: companyName, creditCode, customsCode },
    });
    if (add.status !== 200) throw new Error(`profile: ${JSON.stringify(add.body)}`);
    const review = await call(api, '/admin/member.company/review', {
      token: admin,
      body: { id: add.body.data.id, status: 'approved' },
    });
    if (review.status !== 200) throw new Error(`review: ${JSON.stringify(review.body)}`);
    await waitFor(
      async () => (await customs.companyDirectory.membersOf(customsCode)).includes(who.memberId),
      // A new consumer group reads the company topic from its beginning.
      120_000,
      `customs to learn ${customsCode}`,
    );
    return { ...who, creditCode, customsCode };
  }

  return {
    api,
    admin,
    redis: stack.redis,
    customs,
    inbox,
    outbox,
    memberWithCodes,
    async close() {
      await gateway.app.close();
      await customs.declarationIndex.drop().catch(() => undefined);
      await customs.close();
      await member.close();
      await stack.close();
      await rm(exchange, { recursive: true, force: true });
    },
  };
}
export type CustomsStack = Awaited<ReturnType<typeof startCustomsStack>>;
