import type { CommonErrorId, Identity } from '@trade/contracts';
import type { Access } from '../routing/route-table';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.length < 8) return null;
  // Scheme is case-insensitive (RFC 7235); "Bearer " is 7 characters.
  if (header.charCodeAt(6) !== 32 || header.slice(0, 6).toLowerCase() !== 'bearer') return null;
  const token = header.slice(7).trim();
  return token === '' ? null : token;
}

/** Null when `identity` may use a route of `access`, else the error to answer with. */
export function accessDenied(access: Access, identity: Identity | null): CommonErrorId | null {
  switch (access) {
    case 'public':
      return null;
    case 'user':
      return identity ? null : 'UNAUTHENTICATED';
    case 'member':
    case 'admin':
      if (!identity) return 'UNAUTHENTICATED';
      return identity.kind === access ? null : 'FORBIDDEN';
    default: {
      const unreachable: never = access;
      throw new Error(`unknown access level ${String(unreachable)}`);
    }
  }
}
