import { serviceEnv } from '@trade/service-kit/testing';
import { buildMember } from '../../services/member/src/app';
import { loadMemberConfig } from '../../services/member/src/config';
import { startTestGateway } from './identity-stack';
import { startMarketplaceStack, type MarketplaceStack } from './marketplace-stack';

/** The member service (local registry) beside a marketplace stack, listening; answers it and its URL. */
export async function startTestMember(stack: MarketplaceStack) {
  const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
  const member = await buildMember(
    loadMemberConfig(
      serviceEnv('member', {
        FILES_URL: upstream('files'),
        AUTH_URL: upstream('auth'),
        REGISTRY_PROVIDER: 'local',
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
  const stack = await startMarketplaceStack();
  const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
  const { member, url: memberUrl } = await startTestMember(stack);
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
