import type { FastifyRequest } from 'fastify';
import type { Identity } from '@trade/contracts';
import { fail } from '@trade/service-kit';

/**
 * Whose library a file belongs to: the shared back-office library of the admins, or
 * one member's own files. Every query is scoped by it; it comes from the gateway's
 * signed identity, never from the body.
 */
export type Owner = { kind: 'admin' } | { kind: 'member'; memberId: string };

export interface Caller {
  owner: Owner;
  /** Who acted (admin user id or member account id), for events. */
  sub: string;
}

export function callerOf(identity: Identity): Caller {
  if (identity.kind === 'member') {
    if (!identity.memberId) throw fail('FORBIDDEN');
    return { owner: { kind: 'member', memberId: identity.memberId }, sub: identity.sub };
  }
  return { owner: { kind: 'admin' }, sub: identity.sub };
}

/** The signed-in caller of a route open to both admins and members; a visitor gets 401. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.identity) throw fail('UNAUTHENTICATED');
  return callerOf(request.identity);
}

/** The MongoDB condition selecting one owner's documents. */
export function ownerFilter(owner: Owner): Record<string, unknown> {
  return owner.kind === 'member' ? { ownerKind: 'member', memberId: owner.memberId } : { ownerKind: 'admin' };
}

/** A stable text naming the owner, signed into direct-upload tokens. */
export const ownerTag = (owner: Owner) => (owner.kind === 'member' ? `member:${owner.memberId}` : 'admin');
