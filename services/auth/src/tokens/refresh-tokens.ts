import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IdentityKind } from '@trade/contracts';
import { authFail } from '../errors';
import type { RefreshModels } from './refresh-token.model';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface RefreshOwner {
  /** Only people sign in; a service never holds a token. */
  kind: Exclude<IdentityKind, 'service'>;
  sub: string;
}

/** A refresh token handed out, with its family: the session its access tokens name as `sid`. */
export interface RefreshGrant {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  sessionId: string;
}

/**
 * Opaque refresh tokens (architecture §4): 32 random bytes, stored as sha256,
 * rotated on every use. Presenting a token that was already rotated revokes its
 * whole family, so a stolen token stops working for the thief and the victim.
 */
export class RefreshTokens {
  constructor(
    private readonly models: RefreshModels,
    /** The refresh token lifetime: a number, or a function read at each sign-in (live settings). */
    private readonly ttlSeconds: number | (() => number),
  ) {}

  /** Starts a family for a new sign-in. */
  async issue(owner: RefreshOwner): Promise<RefreshGrant> {
    const token = newToken();
    const hash = hashOf(token);
    const ttl = typeof this.ttlSeconds === 'function' ? this.ttlSeconds() : this.ttlSeconds;
    const expiresAt = new Date(Date.now() + ttl * 1000);
    const family = randomUUID();
    await this.models.tokens.create({ _id: hash, family, expiresAt });
    await this.models.families.create({ _id: family, ...owner, current: hash, expiresAt });
    return { token, expiresAt: expiresAt.getTime(), sessionId: family };
  }

  /** Exchanges `token` for its successor; a reused one revokes the family, anything else is 401. */
  async rotate(token: string): Promise<RefreshOwner & RefreshGrant> {
    const hash = hashOf(token);
    const known = await this.models.tokens.findById(hash).lean();
    if (!known) throw authFail('REFRESH_INVALID');
    const next = newToken();
    const nextHash = hashOf(next);
    const now = new Date();
    const family = await this.models.families
      .findOneAndUpdate(
        { _id: known.family, current: hash, revokedAt: null, expiresAt: { $gt: now } },
        { $set: { current: nextHash }, $inc: { rotations: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!family) {
      const stale = await this.models.families.findById(known.family).lean();
      if (stale && !stale.revokedAt && stale.current !== hash) {
        await this.revokeFamily(known.family, 'reuse');
      }
      throw authFail('REFRESH_INVALID');
    }
    await this.models.tokens.create({ _id: nextHash, family: family._id, expiresAt: family.expiresAt });
    return {
      kind: family.kind as RefreshOwner['kind'],
      sub: family.sub,
      token: next,
      expiresAt: family.expiresAt.getTime(),
      sessionId: family._id,
    };
  }

  /** Ends the family of `token` (logout); unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const known = await this.models.tokens.findById(hashOf(token)).lean();
    if (known) await this.revokeFamily(known.family, 'logout');
  }

  /**
   * Ends every session of a user (disabled, deleted or re-passworded by an admin) and
   * returns the ids of the sessions whose access tokens may still be alive: those just
   * ended and those ended less than `accessTtlSeconds` ago (a logout ends only refresh).
   */
  async revokeAllOf(sub: string, accessTtlSeconds = 0): Promise<string[]> {
    const now = new Date();
    const recent = new Date(now.getTime() - accessTtlSeconds * 1000);
    const live = await this.models.families
      .find({ sub, $or: [{ revokedAt: null }, { revokedAt: { $gt: recent } }] })
      .select('_id')
      .lean<{ _id: string }[]>();
    await this.models.families.updateMany(
      { sub, revokedAt: null },
      { $set: { revokedAt: now, revokedWhy: 'account' } },
    );
    return live.map((family) => family._id);
  }

  private async revokeFamily(family: string, why: string): Promise<void> {
    await this.models.families.updateOne(
      { _id: family, revokedAt: null },
      { $set: { revokedAt: new Date(), revokedWhy: why } },
    );
  }
}
