import type { FastifyRequest } from 'fastify';
import { clientIp, fail } from '@trade/service-kit';

/** The signed-in admin a back-office change is made by: who, what they hold, and from where. */
export interface AdminActor {
  sub: string;
  perms: string[];
  ip: string;
}

/** The actor of a request that passed guardAdmin. */
export function actorOf(request: FastifyRequest): AdminActor {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  return { sub: identity.sub, perms: identity.perms, ip: clientIp(request) };
}
