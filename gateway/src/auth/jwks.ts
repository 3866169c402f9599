import { createPublicKey, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The JWKS could not be fetched and no key is known yet: a server problem, not the caller's. */
export class JwksUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`JWKS unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'JwksUnavailableError';
  }
}

/** The token names a key the JWKS does not have (foreign or retired key). */
export class UnknownKeyError extends Error {
  constructor(kid: string | undefined) {
    super(`no key with kid "${kid ?? '(none)'}" in the JWKS`);
    this.name = 'UnknownKeyError';
  }
}

export interface JwksOptions {
  url: string;
  /** Least time between fetches triggered by an unknown kid (bounds what forged kids can cost). */
  cooldownMs: number;
  /** Background refresh period: picks up the key auth publishes ahead of use, drops retired keys. */
  maxAgeMs: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

interface KnownKey {
  key: KeyObject;
  alg: string | undefined;
}

/** Algorithms and key types the platform signs access tokens with (architecture §4). */
const SUPPORTED = [
  { kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' },
  { kty: 'EC', crv: 'P-256', alg: 'ES256' },
];

/**
 * The auth service's public keys, fetched once and kept in memory. A periodic
 * refresh picks up the next signing key (auth publishes it ahead of use) and drops
 * retired ones; an unknown kid triggers a refetch (at most one per cooldown) as a
 * fallback.
 */
export class JwksCache {
  private keys = new Map<string, KnownKey>();
  private lastFetchStart = 0;
  private loadedAt = 0;
  private inflight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly opts: JwksOptions) {}

  /** True once a JWKS has been fetched successfully. */
  get loaded(): boolean {
    return this.loadedAt > 0;
  }

  get size(): number {
    return this.keys.size;
  }

  /** First fetch (errors are logged, not thrown: auth may start later) and the refresh timer. */
  async start(): Promise<void> {
    await this.refresh().catch((err: Error) =>
      this.opts.log.warn({ err }, 'JWKS not loaded yet; will retry'),
    );
    // Until the first success, retry at the cooldown pace; then refresh every maxAge.
    const tick = () => {
      if (this.stopped) return;
      const due = this.loaded ? this.opts.maxAgeMs : Math.max(this.opts.cooldownMs, 1_000);
      this.timer = setTimeout(() => {
        this.refresh()
          .catch((err: Error) => this.opts.log.warn({ err }, 'JWKS refresh failed; keeping the known keys'))
          .finally(tick);
      }, due);
      this.timer.unref();
    };
    tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Called after a refresh that removed keys, so cached verdicts can be dropped. */
  onKeysRemoved(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The key for a token header; refetches the JWKS once per cooldown when the kid is unknown. */
  async getKey(kid: string | undefined, alg: string): Promise<KeyObject> {
    let found = this.lookup(kid);
    if (!found && Date.now() - this.lastFetchStart >= this.opts.cooldownMs) {
      try {
        await this.refresh();
      } catch (err) {
        if (!this.loaded) throw new JwksUnavailableError(err);
      }
      found = this.lookup(kid);
    }
    if (!found) {
      if (!this.loaded) throw new JwksUnavailableError('no JWKS fetched yet');
      throw new UnknownKeyError(kid);
    }
    if (found.alg && found.alg !== alg) throw new UnknownKeyError(kid);
    return found.key;
  }

  private lookup(kid: string | undefined): KnownKey | undefined {
    if (kid !== undefined) return this.keys.get(kid);
    // A token without kid is accepted only when there is no ambiguity.
    return this.keys.size === 1 ? this.keys.values().next().value : undefined;
  }

  /** Fetches the JWKS now (concurrent callers share one fetch). */
  refresh(): Promise<void> {
    if (!this.inflight) {
      this.inflight = this.fetchKeys().finally(() => {
        this.inflight = null;
      });
    }
    return this.inflight;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetchStart = Date.now();
    const res = await fetch(this.opts.url, {
      signal: AbortSignal.timeout(this.opts.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`GET ${this.opts.url} answered ${res.status}`);
    const body = (await res.json()) as { keys?: unknown };
    if (!Array.isArray(body.keys)) throw new Error(`GET ${this.opts.url}: no "keys" array`);

    const next = new Map<string, KnownKey>();
    for (const jwk of body.keys as Array<Record<string, unknown>>) {
      const kind = SUPPORTED.find((s) => s.kty === jwk.kty && s.crv === jwk.crv);
      if (!kind || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
      if (jwk.alg !== undefined && jwk.alg !== kind.alg) continue;
      try {
        // Only the public members: a JWKS that leaks `d` must not make us hold a private key.
        const { kty, crv, x, y } = jwk as Record<string, string>;
        const key = createPublicKey({ key: { kty, crv, x, ...(y ? { y } : {}) }, format: 'jwk' });
        next.set(typeof jwk.kid === 'string' ? jwk.kid : `#${next.size}`, { key, alg: kind.alg });
      } catch (err) {
        this.opts.log.warn({ err, kid: jwk.kid }, 'ignoring an unreadable JWK');
      }
    }
    if (next.size === 0) throw new Error(`GET ${this.opts.url}: no usable Ed25519/P-256 signing key`);

    const removed = [...this.keys.keys()].some((kid) => !next.has(kid));
    const added = [...next.keys()].filter((kid) => !this.keys.has(kid));
    this.keys = next;
    this.loadedAt = Date.now();
    if (added.length > 0 || removed) this.opts.log.info({ kids: [...next.keys()] }, 'JWKS loaded');
    if (removed) for (const listener of this.listeners) listener();
  }
}
