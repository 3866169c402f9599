import type { FastifyRequest } from 'fastify';
import { SUCCESS_CODE, SUCCESS_MESSAGE, type Envelope, type Page } from '@trade/contracts';

/** The success envelope, `操作成功` in the request language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: SUCCESS_CODE, message: SUCCESS_MESSAGE[request.lang], data };
}

/** The success envelope of a paged list. */
export function page<T>(
  request: FastifyRequest,
  rows: T[],
  total: number,
  summary: Record<string, unknown> | null = null,
): Envelope<Page<T>> {
  return ok(request, { rows, total, summary });
}
