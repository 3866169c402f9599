import { createServer, type AddressInfo } from 'node:net';
import { serviceEnv } from '@trade/service-kit/testing';
import { buildMember } from '../../services/member/src/app';
import { loadMemberConfig } from '../../services/member/src/config';
import { startTestGateway } from './identity-stack';
import { startMarketplaceStack, type MarketplaceStack } from './marketplace-stack';

/** A port nothing listens on at the moment (the member service takes it, and catalog is told first). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The member service (local registry) beside a marketplace stack, listening (on `port` when
 * given); answers it and its URL.
 */
export async function startTestMember(stack: MarketplaceStack, port?: number) {
  const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
  const member = await buildMember(
    loadMemberConfig(
      serviceEnv('member', {
        FILES_URL: upstream('files'),
        AUTH_URL: upstream('auth'),
        REGISTRY_PROVIDER: 'local',
        ...(port === undefined ? {} : { PORT: String(port) }),
      }),
    ),
    { outboxIntervalMs: 200 },
  );
  return { member, url: (await member.listen()).replace('0.0.0.0', '127.0.0.1') };
}

/**
 * The marketplace stack with the member service (local registry) beside it, and a gateway
 * in front of them all: what the member area's flow tests run against.
 */
export async function startMemberStack() {
  // Catalog reads company profiles from member (its search index's verified badge).
  const memberPort = await freePort();
  const stack = await startMarketplaceStack({ catalogEnv: { MEMBER_URL: `http://127.0.0.1:${memberPort}` } });
  const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
  const { member, url: memberUrl } = await startTestMember(stack, memberPort);
  const { gateway, api } = await startTestGateway({
    auth: upstream('auth'),
    catalog: upstream('catalog'),
    files: upstream('files'),
    notify: upstream('notify'),
    member: memberUrl,
  });
  return {
    api,
    redis: stack.redis,
    async close() {
      await gateway.app.close();
      await member.close();
      await stack.close();
    },
  };
}
export type MemberStack = Awaited<ReturnType<typeof startMemberStack>>;
