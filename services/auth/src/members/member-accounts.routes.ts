import type { FastifyPluginAsync } from 'fastify';
import {
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  InternalMemberAccount,
  MEMBER_ACCOUNT_PATH,
  PageSchema,
  PERMISSIONS as P,
} from '@trade/contracts';
import {
  guardAdmin,
  ok,
  page,
  PageQuery,
  requireService,
  Type,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from '../rbac/admin-actor';
import type { MemberAccounts } from './member-accounts';

export const MemberAccountPageBody = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(
      Type.String({ maxLength: 100, description: 'part of the account, company, contact or phone' }),
    ),
  }),
]);
export const MemberAccountView = Type.Object({
  id: Type.String(),
  account: Type.String(),
  companyName: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  countryCode: Type.String(),
  email: Type.String(),
  country: Type.String(),
  status: Type.Integer(),
  lastLoginAt: Type.Optional(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
const MemberStatusBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/**
 * The back office's member accounts (no §7 path names them): POST
 * /admin/member.account/page and /admin/member.account/changeStatus; and for other
 * services (never routed by the gateway) GET /internal/members/:id.
 */
export const memberAccountRoutes: FastifyPluginAsync<{ accounts: MemberAccounts }> = async (
  fastify,
  { accounts },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/member.account/page',
    {
      ...guarded(P.memberAccountPage),
      schema: {
        tags: ['member.account'],
        body: MemberAccountPageBody,
        response: { 200: PageSchema(MemberAccountView), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await accounts.page(request.body);
      return page(request, rows as never[], total);
    },
  );

  app.post(
    '/admin/member.account/changeStatus',
    {
      ...guarded(P.memberAccountChangeStatus),
      schema: {
        tags: ['member.account'],
        body: MemberStatusBody,
        response: { 200: EnvelopeSchema(Type.Object({ id: Type.String() })), ...errors },
      },
    },
    async (request) => {
      await accounts.changeStatus(actorOf(request), request.body.id, request.body.status);
      return ok(request, { id: request.body.id });
    },
  );

  // The catalog saving supply or demand, or quoting, on a member's behalf: the company
  // name the member's own posts carry, and whether the account may still act.
  app.get(
    MEMBER_ACCOUNT_PATH,
    {
      preHandler: async (request) => {
        requireService(request);
      },
      schema: {
        hide: true,
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
        response: { 200: EnvelopeSchema(InternalMemberAccount), ...errors },
      },
    },
    async (request) => ok(request, await accounts.internal(request.params.id)),
  );
};
