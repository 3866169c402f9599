import type { FastifyPluginAsync } from 'fastify';
import { CONSUME_SMS_CODE_PATH, EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { ok, requireService, Type, type TypeBoxTypeProvider } from '@trade/service-kit';
import { authFail } from '../errors';
import { normalisePhone } from '../passwords/phone';
import type { SmsCodes } from './sms-codes';

const ConsumeBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 30 }),
  countryCode: Type.Optional(Type.String({ maxLength: 6 })),
  code: Type.String({ minLength: 1, maxLength: 10 }),
});

/**
 * CONSUME_SMS_CODE_PATH: another service's form proves a phone with the code auth sent
 * to it. The code is used up, so one code proves one form.
 */
export const smsConsumeRoutes: FastifyPluginAsync<{ codes: SmsCodes }> = async (fastify, { codes }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    CONSUME_SMS_CODE_PATH,
    {
      schema: {
        hide: true,
        body: ConsumeBody,
        response: {
          200: EnvelopeSchema(Type.Object({ phone: Type.String() })),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      requireService(request);
      const phone = normalisePhone(request.body.phone, request.body.countryCode);
      if (!phone) throw authFail('PHONE_INVALID');
      await codes.consume(phone, request.body.code);
      return ok(request, { phone });
    },
  );
};
