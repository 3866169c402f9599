import { endedSessionKey } from '@trade/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The sign-in sessions auth has ended early (the user was disabled, deleted or had
 * its password reset), read from the keys auth sets in Redis. Asked on every request
 * that carries a token naming a session, so an ended session's access token stops
 * working on its very next request. When Redis cannot answer, tokens are accepted
 * (logged, at most every 10 s): an outage must not sign everyone out, and the tokens
 * expire within ACCESS_TOKEN_TTL anyway while refresh keeps checking the database.
 */
export class EndedSessions {
  private lastLog = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async isEnded(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(endedSessionKey(this.prefix, sessionId))) > 0;
    } catch (err) {
      if (Date.now() - this.lastLog > 10_000) {
        this.lastLog = Date.now();
        this.log.error({ err }, 'cannot check ended sessions: Redis unavailable; accepting tokens');
      }
      return false;
    }
  }
}
