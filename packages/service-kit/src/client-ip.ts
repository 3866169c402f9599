import type { FastifyRequest } from 'fastify';

/**
 * The caller's IP. Services sit behind the gateway, which overwrites
 * X-Forwarded-For with the client address it saw (first entry); a request that
 * did not come through the gateway falls back to the socket address.
 */
export function clientIp(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first && /^[0-9a-fA-F:.]{2,45}$/.test(first) ? first : request.ip;
}
