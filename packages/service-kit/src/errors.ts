import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERRORS, format, type ErrorDefinition, type Lang } from '@trade/contracts';
import { localiseValidation } from './validation-messages';

export interface FieldError {
  field: string;
  message: string;
}

/** A failure with a stable id from an error catalogue; the handler renders it in the request language. */
export class AppError extends Error {
  constructor(
    readonly id: string,
    readonly definition: ErrorDefinition,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldError[],
  ) {
    super(`${id}: ${format(definition.message.en, params)}`);
    this.name = 'AppError';
  }

  get status(): number {
    return this.definition.status;
  }

  messageIn(lang: Lang): string {
    return format(this.definition.message[lang], this.params);
  }
}

/**
 * Makes the `fail(id, params)` function of a service's error catalogue, which
 * also knows the platform-wide errors.
 */
export function errorCatalogue<C extends Record<string, ErrorDefinition>>(own: C) {
  const all: Record<string, ErrorDefinition> = { ...COMMON_ERRORS, ...own };
  return (
    id: keyof C | keyof typeof COMMON_ERRORS,
    params?: Record<string, string | number>,
    fields?: FieldError[],
  ) => new AppError(String(id), all[String(id)]!, params, fields);
}

/** Raises the platform-wide errors. */
export const fail = errorCatalogue({});

/** Maps any error to the envelope: known failures keep their status, the rest become a 500 without details. */
export function toAppError(error: FastifyError | Error, lang: Lang): AppError {
  if (error instanceof AppError) return error;
  const e = error as FastifyError & {
    code?: string | number;
    validation?: unknown[];
    validationContext?: string;
  };
  if (e.validation) {
    const fields = localiseValidation(e.validation as never[], e.validationContext ?? 'body', lang);
    const detail = fields.map((f) => `${f.field} ${f.message}`).join('; ');
    return fail('VALIDATION_FAILED', { detail }, fields);
  }
  switch (e.code as string | number | undefined) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_INVALID_JSON':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fail('BAD_REQUEST');
    case 11000:
      return fail('CONFLICT');
    default:
      // Any other code (or none) is told apart by name and status below.
      break;
  }
  if (e.name === 'CastError') return fail('NOT_FOUND');
  if (e.statusCode === 429) return fail('RATE_LIMITED', { seconds: 60 });
  if (e.statusCode === 404) return fail('NOT_FOUND');
  return fail('INTERNAL');
}

/** The fastify error handler: every failure leaves as `{ code, message, data }`. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request.lang);
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ errorId: appError.id, status: appError.status }, 'request rejected');
  return reply.status(appError.status).send({
    code: appError.status,
    message: appError.messageIn(request.lang),
    data: { errorId: appError.id, fields: appError.fields, requestId: String(request.id) },
  });
}
