import type { FastifyRequest } from 'fastify';
import {
  decodeIdentity,
  encodeIdentity,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  hasRole,
  IDENTITY_HEADER,
  IDENTITY_SIGNATURE_HEADER,
  type Identity,
} from '@trade/contracts';
import { fail } from './errors';

type Headers = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The identity in the gateway's signed internal headers; a header not signed with our
 * secret, or signed more than `maxAgeS` seconds ago, counts as none.
 */
export function identityFromRequest(headers: Headers, secret: string, maxAgeS?: number): Identity | null {
  return decodeIdentity(
    first(headers[IDENTITY_HEADER]),
    first(headers[IDENTITY_SIGNATURE_HEADER]),
    secret,
    maxAgeS,
  );
}

/**
 * Headers carrying `identity` on a call to another service's `/internal/*` route,
 * signed with INTERNAL_SECRET exactly as the gateway signs them.
 */
export function signedIdentityHeaders(identity: Identity, secret: string): Record<string, string> {
  const { value, signature } = encodeIdentity(identity, secret);
  return { [IDENTITY_HEADER]: value, [IDENTITY_SIGNATURE_HEADER]: signature };
}

/** The signed-in member of the request; a visitor gets 401 and an admin 403. */
export function requireMember(request: FastifyRequest): Identity & { memberId: string } {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (identity.kind !== 'member' || !identity.memberId) throw fail('FORBIDDEN');
  return identity as Identity & { memberId: string };
}

/** A platform service calling an `/internal/*` route on its own behalf; anyone else gets 401 or 403. */
export function requireService(request: FastifyRequest): Identity {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (identity.kind !== 'service') throw fail('FORBIDDEN');
  return identity;
}

/** The identity a service signs its own `/internal/*` calls with. */
export const serviceIdentity = (name: string): Identity => ({
  sub: name,
  kind: 'service',
  roles: [],
  perms: [],
});

/** The signed-in admin holding `permission`; otherwise 401 or 403. */
export function requireAdmin(request: FastifyRequest, permission: string): Identity {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (identity.kind !== 'admin' || !hasPermission(identity.perms, permission)) throw fail('FORBIDDEN');
  return identity;
}

/** Route option: `preHandler: guardAdmin('system/log/list')` checks the permission before the handler runs. */
export const guardAdmin = (permission: string) => async (request: FastifyRequest) => {
  requireAdmin(request, permission);
};

/** The signed-in admin holding at least one of `permissions` (§6 any-of); otherwise 401 or 403. */
export function requireAdminAnyOf(request: FastifyRequest, permissions: readonly string[]): Identity {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (identity.kind !== 'admin' || !hasAnyPermission(identity.perms, permissions)) throw fail('FORBIDDEN');
  return identity;
}

/** The signed-in admin holding every one of `permissions` (§6 all-of); otherwise 401 or 403. */
export function requireAdminAllOf(request: FastifyRequest, permissions: readonly string[]): Identity {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (identity.kind !== 'admin' || !hasAllPermissions(identity.perms, permissions)) throw fail('FORBIDDEN');
  return identity;
}

/**
 * The signed-in caller whose kind (`admin`, `member`) or one of whose role ids is `role`,
 * or any of several (§6 role directive); otherwise 401 or 403.
 */
export function requireRole(request: FastifyRequest, role: string | readonly string[]): Identity {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  if (!hasRole([identity.kind, ...identity.roles], role)) throw fail('FORBIDDEN');
  return identity;
}

/** Route option: `preHandler: guardAdminAnyOf([...])`. */
export const guardAdminAnyOf = (permissions: readonly string[]) => async (request: FastifyRequest) => {
  requireAdminAnyOf(request, permissions);
};

/** Route option: `preHandler: guardAdminAllOf([...])`. */
export const guardAdminAllOf = (permissions: readonly string[]) => async (request: FastifyRequest) => {
  requireAdminAllOf(request, permissions);
};

/** Route option: `preHandler: guardRole('admin')` or `guardRole(['admin', 'member'])`. */
export const guardRole = (role: string | readonly string[]) => async (request: FastifyRequest) => {
  requireRole(request, role);
};

/** Route option: `preHandler: guardMember` lets only signed-in members through. */
export const guardMember = async (request: FastifyRequest) => {
  requireMember(request);
};
