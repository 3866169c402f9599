import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Identity } from './permissions';

/**
 * The gateway passes the verified caller to services as base64url JSON plus an
 * HMAC of it under INTERNAL_SECRET, so a service reached directly (bypassing the
 * gateway) cannot be fooled by a forged header. The signed value carries the time it
 * was issued (`iat`, epoch seconds): a header captured once cannot be replayed for
 * longer than the services' IDENTITY_MAX_AGE.
 */
export function encodeIdentity(
  identity: Identity,
  secret: string,
  issuedAt: number = Date.now(),
): { value: string; signature: string } {
  const signed = { ...identity, iat: Math.floor(issuedAt / 1000) };
  const value = Buffer.from(JSON.stringify(signed)).toString('base64url');
  return { value, signature: sign(value, secret) };
}

/** How far an identity header's issue time may lie in the future (clocks of two hosts differ). */
const CLOCK_SKEW_S = 5;

/**
 * The identity carried by the internal headers, or null when absent, not signed by
 * `secret`, without an issue time, or issued more than `maxAgeS` seconds before `now`.
 */
export function decodeIdentity(
  value: string | undefined,
  signature: string | undefined,
  secret: string,
  maxAgeS: number = DEFAULT_IDENTITY_MAX_AGE_S,
  now: number = Date.now(),
): Identity | null {
  if (!value || !signature) return null;
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let decoded: Identity & { iat?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Identity & { iat?: unknown };
  } catch {
    return null;
  }
  const { iat, ...identity } = decoded;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return null;
  const ageS = now / 1000 - iat;
  if (ageS > maxAgeS || ageS < -CLOCK_SKEW_S) return null;
  return identity;
}

/** How long a signed identity header stays valid, seconds (IDENTITY_MAX_AGE). */
export const DEFAULT_IDENTITY_MAX_AGE_S = 60;

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
