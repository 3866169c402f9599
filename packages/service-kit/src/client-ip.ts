import type { FastifyRequest } from 'fastify';

/**
 * The caller's IP: `request.ip`, which believes X-Forwarded-For only when the connection
 * comes from a proxy the service trusts (TRUST_PROXY, the gateway). A header sent by
 * anyone else is ignored, so a caller cannot pick the IP its rate limits count against.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}
