import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a client may choose: short and log-safe (no spaces, quotes or control characters). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's x-request-id when it is safe to log, else a fresh UUID (fastify `genReqId`). */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
