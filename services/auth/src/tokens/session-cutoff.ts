import type { Redis } from 'ioredis';
import { endedSessionKey } from '@trade/contracts';
import type { RefreshTokens } from './refresh-tokens';

/**
 * Ends a user's access at once: revokes every refresh family, and marks each session
 * whose access tokens may still be alive as ended in Redis, where the gateway checks
 * it on every request. The marks expire with the last access token they can match.
 */
export class SessionCutoff {
  constructor(
    private readonly refresh: RefreshTokens,
    private readonly redis: Redis,
    private readonly settings: { prefix: string; accessTokenTtl: number },
  ) {}

  async endAllOf(sub: string): Promise<void> {
    const { prefix, accessTokenTtl } = this.settings;
    const sessions = await this.refresh.revokeAllOf(sub, accessTokenTtl);
    if (sessions.length === 0) return;
    // A minute over the token lifetime covers the gateway's clock tolerance.
    const seconds = accessTokenTtl + 60;
    const batch = this.redis.multi();
    for (const id of sessions) batch.set(endedSessionKey(prefix, id), sub, 'EX', seconds);
    await batch.exec();
  }
}
