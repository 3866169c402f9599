import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Identity } from './permissions';

/**
 * The gateway passes the verified caller to services as base64url JSON plus an
 * HMAC of it under INTERNAL_SECRET, so a service reached directly (bypassing the
 * gateway) cannot be fooled by a forged header.
 */
export function encodeIdentity(identity: Identity, secret: string): { value: string; signature: string } {
  const value = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return { value, signature: sign(value, secret) };
}

/** The identity carried by the internal headers, or null when absent or not signed by `secret`. */
export function decodeIdentity(
  value: string | undefined,
  signature: string | undefined,
  secret: string,
): Identity | null {
  if (!value || !signature) return null;
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Identity;
  } catch {
    return null;
  }
}

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
