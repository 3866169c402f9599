import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import {
  guardAdmin,
  ok,
  page,
  toMongoQuery,
  type TSchema,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { auditable, type AuditWriter } from '../audit/audit-writer';
import { authFail } from '../errors';
import { requiredFieldMessages } from '../http/required';
import type { PasswordHasher } from '../passwords/password-hasher';
import { passwordProblem } from '../passwords/password-rule';
import type { AdminUser, RbacModels } from './rbac.models';
import { adminAuditLine } from './admin-audit';
import {
  EmptyReply,
  IdBody,
  IdReply,
  rbacErrors,
  StatusBody,
  UserAddBody,
  UserEditBody,
  UserPageBody,
  UserPageReply,
} from './rbac.schemas';

export interface UserRoutesOptions {
  models: RbacModels;
  hasher: PasswordHasher;
  /** Ends every session of a user at once (refresh and access tokens). */
  endSessionsOf: (sub: string) => Promise<void>;
  audit: AuditWriter;
  /** True when a member account already uses the name (one sign-in namespace). */
  memberAccountTaken: (name: string) => Promise<boolean>;
}

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(body: B, reply?: R) => ({
  tags: ['sys.user'],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

/** §7 /admin/sys.user/*: back-office users (page, add, edit, changeStatus, del). */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { models, hasher, audit } = opts;
  const line = adminAuditLine(audit, models.users);
  const guarded = (permission: string) => ({
    attachValidation: true,
    preHandler: [guardAdmin(permission), requiredFieldMessages],
  });
  const load = async (id: string) => {
    const user = await models.users.findById(id).lean<AdminUser>();
    if (!user) throw authFail('NOT_FOUND');
    return user;
  };
  const checkPassword = (password: string) => {
    const problem = passwordProblem(password);
    if (problem) throw authFail(problem);
  };
  const checkUsername = async (username: string, exceptId?: string) => {
    const other = await models.users.findOne({ usernameKey: username.toLowerCase() }).lean();
    if ((other && String(other._id) !== exceptId) || (await opts.memberAccountTaken(username)))
      throw authFail('ACCOUNT_TAKEN');
  };
  /** Nobody disables or deletes themselves or the bootstrap super-admin. */
  const protect = (user: AdminUser, request: FastifyRequest) => {
    if (user.isSuper || String(user._id) === request.identity?.sub) throw authFail('SELF_PROTECTED');
  };

  app.post(
    '/admin/sys.user/page',
    { ...guarded(P.sysUserPage), schema: schema(UserPageBody, UserPageReply) },
    async (request) => {
      const query = toMongoQuery(request.body, {
        fields: {
          username: 'string',
          realname: 'string',
          mobile: 'string',
          status: 'number',
          deptId: 'string',
          createdAt: 'date',
        },
        defaultSort: { createdAt: -1 },
      });
      const [rows, total] = await Promise.all([
        models.users
          .find(query.filter)
          .sort(query.sort)
          .skip(query.skip)
          .limit(query.limit)
          .lean<AdminUser[]>(),
        models.users.countDocuments(query.filter),
      ]);
      return page(
        request,
        rows.map((u) => ({ ...u, id: String(u._id), lastLoginAt: u.lastLoginAt ?? undefined })) as never[],
        total,
      );
    },
  );

  app.post(
    '/admin/sys.user/add',
    { ...guarded(P.sysUserAdd), schema: schema(UserAddBody) },
    async (request) => {
      const { password, ...fields } = request.body;
      const username = fields.username.trim();
      checkPassword(password);
      await checkUsername(username);
      const created = await models.users.create({
        ...fields,
        username,
        usernameKey: username.toLowerCase(),
        passwordHash: await hasher.hash(password),
      });
      const after = auditable(created.toObject({ transform: false }) as never);
      await line(request, 'sys.user.add', String(created._id), undefined, after);
      return ok(request, { id: String(created._id) });
    },
  );

  app.post(
    '/admin/sys.user/edit',
    { ...guarded(P.sysUserEdit), schema: schema(UserEditBody) },
    async (request) => {
      const { id, password, ...fields } = request.body;
      const before = await load(id);
      const username = fields.username.trim();
      await checkUsername(username, id);
      if (before.isSuper && fields.status === 0) throw authFail('SELF_PROTECTED');
      const set: Record<string, unknown> = { ...fields, username, usernameKey: username.toLowerCase() };
      if (password) {
        checkPassword(password);
        set.passwordHash = await hasher.hash(password);
      }
      const after = await models.users
        .findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' })
        .lean();
      if (password || fields.status === 0) await opts.endSessionsOf(id);
      await line(request, 'sys.user.edit', id, auditable(before as never), {
        ...auditable(after as never),
        ...(password ? { password: 'changed' } : {}),
      });
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.user/changeStatus',
    { ...guarded(P.sysUserChangeStatus), schema: schema(StatusBody) },
    async (request) => {
      const { id, status } = request.body;
      const before = await load(id);
      if (status === 0) protect(before, request);
      await models.users.updateOne({ _id: id }, { $set: { status } });
      if (status === 0) await opts.endSessionsOf(id);
      await line(request, 'sys.user.changeStatus', id, { status: before.status }, { status });
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.user/del',
    { ...guarded(P.sysUserDel), schema: schema(IdBody, EmptyReply) },
    async (request) => {
      const before = await load(request.body.id);
      protect(before, request);
      await models.users.deleteOne({ _id: request.body.id });
      await opts.endSessionsOf(request.body.id);
      await line(request, 'sys.user.del', request.body.id, auditable(before as never));
      return ok(request, null);
    },
  );
};
