import { encodeIdentity, type Identity } from '@trade/contracts';
import { jwtVerify, type JWTPayload } from 'jose';
import type { JwksCache } from './jwks';

/** A caller whose access token checked out, with the signed headers for upstreams. */
export interface VerifiedCaller {
  identity: Identity;
  /**
   * `encodeIdentity(identity, INTERNAL_SECRET)`: services refuse one older than their
   * IDENTITY_MAX_AGE, so `identityHeader()` signs it again every few seconds.
   */
  header: { value: string; signature: string };
  /** When `header` was signed, epoch ms. */
  signedAt: number;
  /** Token expiry, epoch ms. */
  expiresAt: number;
  /** The sign-in session the token belongs to (claim `sid`), when it names one. */
  sessionId?: string;
}

/** The token is missing, malformed, expired, badly signed or carries the wrong claims. */
export class InvalidTokenError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'InvalidTokenError';
  }
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  clockToleranceS: number;
  /** How many verified tokens to remember (0 disables the cache). */
  cacheSize: number;
  internalSecret: string;
}

const ALGORITHMS = ['EdDSA', 'ES256'];
/** Identity headers older than this are signed again (services accept 60 s by default). */
const RESIGN_AFTER_MS = 5_000;

/**
 * Verifies access JWTs against the JWKS. Verified tokens are remembered until they
 * expire (bounded, oldest evicted first), so a busy caller costs one signature check
 * per token, not per request. The cache is dropped when the JWKS loses a key.
 */
export class TokenVerifier {
  private readonly cache = new Map<string, VerifiedCaller>();

  constructor(
    private readonly jwks: JwksCache,
    private readonly opts: TokenVerifierOptions,
  ) {
    jwks.onKeysRemoved(() => this.cache.clear());
  }

  /** A still-valid cached verdict for `token`, synchronously, or undefined. */
  cached(token: string): VerifiedCaller | undefined {
    const hit = this.cache.get(token);
    if (hit === undefined) return undefined;
    if (hit.expiresAt > Date.now()) return hit;
    this.cache.delete(token);
    return undefined;
  }

  /** Verifies `token`; throws InvalidTokenError, or JwksUnavailableError when no key can be had. */
  async verify(token: string): Promise<VerifiedCaller> {
    const hit = this.cached(token);
    if (hit) return hit;

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.jwks.getKey(header.kid, header.alg), {
        issuer: this.opts.issuer,
        audience: this.opts.audience,
        algorithms: ALGORITHMS,
        clockTolerance: this.opts.clockToleranceS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (err) {
      if ((err as Error).name === 'JwksUnavailableError') throw err;
      throw new InvalidTokenError((err as Error).message, err);
    }

    const identity = identityFromClaims(payload);
    const signedAt = Date.now();
    const caller: VerifiedCaller = {
      identity,
      header: encodeIdentity(identity, this.opts.internalSecret, signedAt),
      signedAt,
      expiresAt: (payload.exp as number) * 1000,
    };
    if (typeof payload.sid === 'string' && payload.sid !== '') caller.sessionId = payload.sid;
    this.remember(token, caller);
    return caller;
  }

  /**
   * The signed identity headers for an upstream call. A cached caller's headers are
   * signed again once they are RESIGN_AFTER_MS old, well inside the services' window.
   */
  identityHeader(caller: VerifiedCaller): { value: string; signature: string } {
    const now = Date.now();
    if (now - caller.signedAt >= RESIGN_AFTER_MS) {
      caller.header = encodeIdentity(caller.identity, this.opts.internalSecret, now);
      caller.signedAt = now;
    }
    return caller.header;
  }

  private remember(token: string, caller: VerifiedCaller): void {
    if (this.opts.cacheSize <= 0) return;
    if (this.cache.size >= this.opts.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, caller);
  }
}

/** Maps the access-token claims (sub, kind, roles, perms, mid, cn) to the platform Identity. */
export function identityFromClaims(payload: JWTPayload): Identity {
  const { sub, kind, roles = [], perms = [], mid, cn } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '') throw new InvalidTokenError('claim "sub" missing');
  if (kind !== 'admin' && kind !== 'member')
    throw new InvalidTokenError('claim "kind" must be admin or member');
  if (!isStringArray(roles)) throw new InvalidTokenError('claim "roles" must be a list of strings');
  if (!isStringArray(perms)) throw new InvalidTokenError('claim "perms" must be a list of strings');
  const identity: Identity = { sub, kind, roles, perms };
  if (kind === 'member' && (typeof mid === 'string' || typeof mid === 'number') && mid !== '') {
    identity.memberId = String(mid);
    // The member's company name, as auth knows it: what catalog shows publicly.
    if (typeof cn === 'string' && cn !== '') identity.company = cn;
  }
  return identity;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
