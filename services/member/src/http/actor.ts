import type { FastifyRequest } from 'fastify';
import type { EventActor } from '@trade/contracts';
import { clientIp, fail } from '@trade/service-kit';

/** Who makes a change and from where, for its event: auth's audit log shows them. */
export function actorOf(request: FastifyRequest): EventActor {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  return { kind: identity.kind, sub: identity.sub, ip: clientIp(request) };
}
