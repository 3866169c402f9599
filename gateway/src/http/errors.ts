import { COMMON_ERRORS, format, langFromHeaders, type CommonErrorId, type Envelope } from '@trade/contracts';
import type { FastifyRequest } from 'fastify';

/** The body of every error the gateway answers itself (architecture §3). */
export type ErrorEnvelope = Envelope<{ errorId: CommonErrorId; requestId: string }>;

/** What error helpers need of a request or reply, whatever server type fastify was built for. */
type RequestLike = Pick<FastifyRequest, 'headers' | 'id'>;
interface ReplyLike {
  code(status: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  type(contentType: string): ReplyLike;
  send(body: unknown): ReplyLike;
}

/** Builds the localised error envelope for `id` in the request's language. */
export function errorEnvelope(
  request: RequestLike,
  id: CommonErrorId,
  params?: Record<string, string | number>,
): ErrorEnvelope {
  const error = COMMON_ERRORS[id];
  return {
    code: error.status,
    message: format(error.message[langFromHeaders(request.headers)], params),
    data: { errorId: id, requestId: request.id },
  };
}

/** Seconds a client is asked to wait (`Retry-After`) before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Answers with the error's status and envelope; a 503 says when to try again. */
export function sendError<R extends ReplyLike>(
  request: RequestLike,
  reply: R,
  id: CommonErrorId,
  params?: Record<string, string | number>,
): R {
  const body = errorEnvelope(request, id, params);
  if (body.code === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(body.code).type('application/json; charset=utf-8').send(body) as R;
}

/** The catalogue entry for an HTTP status fastify or a plugin produced on its own. */
export function errorIdForStatus(status: number): CommonErrorId {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'ROUTE_NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'BAD_GATEWAY';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    case 504:
      return 'UPSTREAM_TIMEOUT';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}
