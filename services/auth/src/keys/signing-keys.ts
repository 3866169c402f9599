import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Identity } from '@trade/contracts';
import { schemaOptions } from '@trade/service-kit';

const ALG = 'EdDSA';

const signingKeySchema = new Schema(
  {
    kid: { type: String, required: true, unique: true },
    publicJwk: { type: Object, required: true },
    privateJwk: { type: Object, required: true },
    /**
     * When the key starts signing. It is in the JWKS from its creation on, so every
     * gateway knows it before the first token names it. Keys stored before this
     * field existed have none: they signed from their creation.
     */
    activatesAt: { type: Date, default: null },
    /** When the next key takes over; the key stays published until every token it signed has expired. */
    retiredAt: { type: Date, default: null },
  },
  schemaOptions,
);

export const signingKeyModel = (connection: Connection) =>
  connection.model('SigningKey', signingKeySchema, 'signing_keys');

export interface TokenSettings {
  issuer: string;
  audience: string;
  accessTokenTtl: number;
  /** Seconds a new key is in the JWKS before it signs: at least how long a gateway may keep an old JWKS. */
  publishDelay: number;
}

/**
 * How often a replica rereads the keys at most, to see a rotation made by another
 * one. It rereads at least twice per publish delay, so it knows the next key before
 * that key activates and every replica switches at the same moment.
 */
const RELOAD_MS = 5_000;

interface UsableKey {
  kid: string;
  activatesAt: number;
  privateJwk: JWK;
}

/**
 * The keys that sign access tokens (architecture §4). Tokens are EdDSA JWTs; the
 * gateway checks them against the JWKS. A rotation publishes the next key first and
 * lets it sign only `publishDelay` later, so no gateway meets a kid it has not
 * fetched yet; the old key stays published for a token lifetime after it stops
 * signing, so nobody is signed out by it. The keys live in MongoDB and every replica
 * signs with the same one: the newest whose `activatesAt` has passed.
 */
export class SigningKeys {
  private readonly keys;
  private usable: UsableKey[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly imported = new Map<string, Awaited<ReturnType<typeof importJWK>>>();

  private readonly reloadMs: number;

  constructor(
    connection: Connection,
    private readonly settings: TokenSettings,
  ) {
    this.keys = signingKeyModel(connection);
    this.reloadMs = Math.min(RELOAD_MS, (settings.publishDelay * 1000) / 2);
  }

  /** Loads the keys, creating the first one on a fresh database (it signs at once: no gateway knows any key yet). */
  async init(): Promise<void> {
    await this.reload();
    if (!this.usable.some((k) => k.activatesAt <= Date.now())) {
      await this.createKey(new Date());
      await this.reload();
    }
  }

  /**
   * Publishes a new key now and schedules it to sign once it has been published for
   * `publishDelay`; until then the current key keeps signing.
   */
  async rotate(): Promise<{ kid: string; activatesAt: Date }> {
    const activatesAt = new Date(Date.now() + this.settings.publishDelay * 1000);
    // Whatever would sign at that moment hands over then (a key still waiting included).
    await this.keys.updateMany({ retiredAt: null }, { $set: { retiredAt: activatesAt } });
    const kid = await this.createKey(activatesAt);
    await this.reload();
    return { kid, activatesAt };
  }

  /**
   * Rotates when the signing key has signed for `maxAgeMs` and no next key is waiting
   * yet; returns the new kid, or null when nothing was due. Callers on several replicas
   * take a lock first (see the auth app), though a double rotation is harmless: both
   * keys are published and every replica picks the same one.
   */
  async rotateIfDue(maxAgeMs: number): Promise<string | null> {
    await this.reload();
    const now = Date.now();
    if (this.usable.some((k) => k.activatesAt > now)) return null;
    const current = this.usable.find((k) => k.activatesAt <= now);
    if (current && now - current.activatesAt < maxAgeMs) return null;
    return (await this.rotate()).kid;
  }

  /** Public keys of the current and the next key, and of keys retired less than one token lifetime ago. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const since = new Date(Date.now() - this.settings.accessTokenTtl * 1000 * 2);
    const keys = await this.keys.find({ $or: [{ retiredAt: null }, { retiredAt: { $gt: since } }] }).lean();
    return { keys: keys.map((k) => k.publicJwk as JWK) };
  }

  /** The key that signs now: the newest one whose `activatesAt` has passed. */
  private async signingKey(): Promise<{ kid: string; key: Awaited<ReturnType<typeof importJWK>> }> {
    if (Date.now() - this.loadedAt >= this.reloadMs) await this.reload();
    const now = Date.now();
    const current = this.usable.find((k) => k.activatesAt <= now);
    if (!current) throw new Error('no signing key is active');
    let key = this.imported.get(current.kid);
    if (!key) {
      key = await importJWK(current.privateJwk, ALG);
      this.imported.set(current.kid, key);
    }
    return { kid: current.kid, key };
  }

  private async createKey(activatesAt: Date): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    await this.keys.create({ kid, publicJwk, privateJwk, activatesAt });
    return kid;
  }

  /** Rereads the keys that sign now or later, newest activation first (concurrent callers share one read). */
  private reload(): Promise<void> {
    this.loading ??= (async () => {
      const rows = await this.keys
        .find({ $or: [{ retiredAt: null }, { retiredAt: { $gt: new Date() } }] })
        .lean();
      this.usable = rows
        .map((k) => ({
          kid: k.kid,
          activatesAt: (k.activatesAt ?? k.createdAt).getTime(),
          privateJwk: k.privateJwk as JWK,
        }))
        // Ties (two replicas rotating at once) are broken by kid, so every replica picks the same key.
        .sort((a, b) => b.activatesAt - a.activatesAt || (a.kid < b.kid ? 1 : -1));
      this.loadedAt = Date.now();
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * Signs a short-lived access token carrying the caller's identity and, as `sid`, the
   * sign-in session it belongs to (the gateway refuses it once that session is ended).
   */
  async signAccessToken(
    identity: Identity,
    sessionId?: string,
  ): Promise<{ token: string; expiresAt: number }> {
    const { kid, key } = await this.signingKey();
    const expiresAt = Math.floor(Date.now() / 1000) + this.settings.accessTokenTtl;
    const token = await new SignJWT({
      kind: identity.kind,
      roles: identity.roles,
      perms: identity.perms,
      ...(identity.memberId ? { mid: identity.memberId } : {}),
      ...(sessionId ? { sid: sessionId } : {}),
      ...(identity.company ? { cn: identity.company } : {}),
    })
      .setProtectedHeader({ alg: ALG, kid })
      .setSubject(identity.sub)
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt };
  }
}
