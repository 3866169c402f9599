import type { FastifyPluginAsync } from 'fastify';
import { clientIp, ok, type TypeBoxTypeProvider } from '@trade/service-kit';
import { authFail } from '../errors';
import { requiredFieldMessages } from '../http/required';
import { checkRegistration, registerMember, type RegistrationDeps } from '../members/registration';
import { normalisePhone } from '../passwords/phone';
import type { SmsCodes } from '../sms/sms-codes';
import type { SessionService } from './session-service';
import {
  EmptyReply,
  LoginSessionReply,
  SessionLoginBody,
  SessionLoginByCodeBody,
  SessionLogoutBody,
  SessionRefreshBody,
  SessionRegBody,
  SessionResetPasswordBody,
  SessionSendCodeBody,
  SessionSendCodeReply,
  sessionErrors,
} from './session.schemas';

export interface SessionRoutesOptions {
  sessions: SessionService;
  codes: SmsCodes;
  registration: RegistrationDeps;
  /** Wakes the outbox relay for the member document just written. */
  eventsRecorded: (memberId: unknown) => void;
}

const phoneOf = (phone: string, countryCode?: string) => {
  const normalised = normalisePhone(phone, countryCode);
  if (!normalised) throw authFail('PHONE_INVALID');
  return normalised;
};

/**
 * §7 "Session": /login/login, /login/sendCode, /login/loginByCode, /login/reg, /login/refresh,
 * /login/logout; and /login/resetPassword (a forgotten password, by SMS code).
 */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions, codes } = opts;
  const route = { attachValidation: true, preHandler: requiredFieldMessages } as const;
  const login = { tags: ['session'], response: { 200: LoginSessionReply, ...sessionErrors } };

  app.post('/login/login', { ...route, schema: { ...login, body: SessionLoginBody } }, async (request) =>
    ok(
      request,
      await sessions.loginByPassword(request.body.account.trim(), request.body.password, clientIp(request)),
    ),
  );

  app.post(
    '/login/sendCode',
    {
      ...route,
      schema: {
        tags: ['session'],
        body: SessionSendCodeBody,
        response: { 200: SessionSendCodeReply, ...sessionErrors },
      },
    },
    async (request) => {
      const phone = phoneOf(request.body.phone, request.body.countryCode);
      return ok(request, await codes.send(phone, clientIp(request)));
    },
  );

  app.post(
    '/login/loginByCode',
    { ...route, schema: { ...login, body: SessionLoginByCodeBody } },
    async (request) => {
      const phone = phoneOf(request.body.phone, request.body.countryCode);
      return ok(request, await sessions.loginByCode(phone, request.body.code, clientIp(request)));
    },
  );

  app.post('/login/reg', { ...route, schema: { ...login, body: SessionRegBody } }, async (request) => {
    const settings = opts.registration.settings;
    if (settings && !settings.registrationOpen()) throw authFail('REGISTRATION_CLOSED');
    const input = checkRegistration(request.body, request, settings?.passwordRule());
    const member = await registerMember(opts.registration, input);
    opts.eventsRecorded(member._id);
    return ok(request, await sessions.signInMember(member, clientIp(request), 'register'));
  });

  // A forgotten password, reset with an SMS code (§7 names no path; /login/* is public).
  app.post(
    '/login/resetPassword',
    { ...route, schema: { ...login, body: SessionResetPasswordBody } },
    async (request) => {
      const { phone, countryCode, code, password } = request.body;
      return ok(
        request,
        await sessions.resetPassword(phoneOf(phone, countryCode), code, password, clientIp(request)),
      );
    },
  );

  app.post('/login/refresh', { ...route, schema: { ...login, body: SessionRefreshBody } }, async (request) =>
    ok(request, await sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    '/login/logout',
    {
      ...route,
      schema: { tags: ['session'], body: SessionLogoutBody, response: { 200: EmptyReply, ...sessionErrors } },
    },
    async (request) => {
      if (request.body.refreshToken) await sessions.logout(request.body.refreshToken);
      return ok(request, null);
    },
  );
};
