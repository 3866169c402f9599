import type { FastifyRequest } from 'fastify';
import type { LocalisedText } from '@trade/contracts';
import { AppError } from './errors';

/** The part of a validator error read here. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * Answers a required field that is missing or blank with the spec's own message
 * for it (§5) instead of the validator's generic text. `messages` maps a body
 * field to its message. Returns the preHandler for routes registered with
 * `attachValidation: true` (any other schema failure goes to the kit's handler as
 * usual), and the error itself for checks made in code.
 */
export function requiredFields(messages: Record<string, LocalisedText>) {
  const error = (field: string, request: FastifyRequest): AppError => {
    const message = messages[field];
    if (!message) throw new Error(`no required-field message for ${field}`);
    return new AppError('FIELD_REQUIRED', { status: 400, message }, {}, [
      { field, message: message[request.lang] },
    ]);
  };

  const preHandler = async (request: FastifyRequest): Promise<void> => {
    const failure = request.validationError as (Error & { validation?: SchemaError[] }) | undefined;
    if (!failure) return;
    const first = failure.validation?.[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '');
      const limit = (first.params as { limit?: number }).limit;
      let field: string | undefined;
      if (first.keyword === 'required' && first.instancePath === '') {
        field = (first.params as { missingProperty?: string }).missingProperty;
      } else if ((first.keyword === 'minLength' || first.keyword === 'minItems') && limit === 1) {
        // A blank string or an empty list counts as missing.
        field = path;
      }
      if (field && messages[field]) throw error(field, request);
    }
    throw failure;
  };

  return { preHandler, error };
}
