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
    /** Retired keys stay published until every token they signed has expired. */
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
}

/**
 * The keys that sign access tokens (architecture §4). Tokens are EdDSA JWTs; the
 * gateway checks them against the JWKS. Rotation adds a new key and keeps the
 * old one published for one token lifetime, so nobody is signed out by it.
 */
export class SigningKeys {
  private readonly keys;
  private current: { kid: string; key: Awaited<ReturnType<typeof importJWK>> } | null = null;

  constructor(
    connection: Connection,
    private readonly settings: TokenSettings,
  ) {
    this.keys = signingKeyModel(connection);
  }

  /** Loads the newest active key, creating the first one on a fresh database. */
  async init(): Promise<void> {
    const active = await this.keys.findOne({ retiredAt: null }).sort({ createdAt: -1 }).lean();
    if (active) {
      this.current = { kid: active.kid, key: await importJWK(active.privateJwk as JWK, ALG) };
      return;
    }
    await this.rotate();
  }

  /** Starts signing with a new key; the previous one stays in the JWKS until its tokens expire. */
  async rotate(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    await this.keys.updateMany({ retiredAt: null }, { $set: { retiredAt: new Date() } });
    await this.keys.create({ kid, publicJwk, privateJwk });
    this.current = { kid, key: privateKey };
    return kid;
  }

  /** Public keys of the active key and of keys retired less than one token lifetime ago. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const since = new Date(Date.now() - this.settings.accessTokenTtl * 1000 * 2);
    const keys = await this.keys.find({ $or: [{ retiredAt: null }, { retiredAt: { $gt: since } }] }).lean();
    return { keys: keys.map((k) => k.publicJwk as JWK) };
  }

  /** Signs a short-lived access token carrying the caller's identity. */
  async signAccessToken(identity: Identity): Promise<{ token: string; expiresAt: number }> {
    if (!this.current) await this.init();
    const { kid, key } = this.current!;
    const expiresAt = Math.floor(Date.now() / 1000) + this.settings.accessTokenTtl;
    const token = await new SignJWT({
      kind: identity.kind,
      roles: identity.roles,
      perms: identity.perms,
      ...(identity.memberId ? { mid: identity.memberId } : {}),
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
