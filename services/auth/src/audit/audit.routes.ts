import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelopeSchema, PageSchema, PAGING, PERMISSIONS } from '@trade/contracts';
import {
  guardAdmin,
  page,
  toMongoQuery,
  Type,
  type Static,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { readableKeys, type AuditLogModel } from './audit-log.model';

export const AuditLogListQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGING.maxPageSize, default: PAGING.defaultPageSize }),
  action: Type.Optional(Type.String({ maxLength: 100 })),
  subject: Type.Optional(Type.String({ maxLength: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** The actor's user name or id. */
  actor: Type.Optional(Type.String({ maxLength: 100 })),
  /** Lines at or after this time. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  /** Lines at or before this time. */
  to: Type.Optional(Type.String({ format: 'date-time' })),
});

export const AuditLogLineView = Type.Object({
  id: Type.String(),
  action: Type.String(),
  actor: Type.Optional(
    Type.Object({
      sub: Type.Optional(Type.String()),
      kind: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
    }),
  ),
  subject: Type.Optional(Type.String()),
  ip: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
  data: Type.Optional(Type.Unknown()),
  at: Type.String({ format: 'date-time' }),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** GET /system/log/list: the audit log, newest first, for admins holding system/log/list. */
export const auditRoutes: FastifyPluginAsync<{ lines: AuditLogModel }> = async (fastify, { lines }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/system/log/list',
    {
      preHandler: guardAdmin(PERMISSIONS.auditLogList),
      schema: {
        tags: ['audit'],
        querystring: AuditLogListQuery,
        response: { 200: PageSchema(AuditLogLineView), ...errors },
      },
    },
    async (request) => {
      const { action, subject, keyword, actor, from, to, ...paging } = request.query;
      const filters = [
        ...(action ? [{ field: 'action', op: '=' as const, value: action }] : []),
        ...(subject ? [{ field: 'subject', op: '=' as const, value: subject }] : []),
        ...(keyword ? [{ field: 'action', op: 'include' as const, value: keyword }] : []),
        ...(from ? [{ field: 'at', op: '>=' as const, value: from }] : []),
        ...(to ? [{ field: 'at', op: '<=' as const, value: to }] : []),
      ];
      const query = toMongoQuery(
        { ...paging, filters },
        { fields: { action: 'string', subject: 'string', at: 'date' }, defaultSort: { at: -1 } },
      );
      // Admin lines name the actor; older ones and members' carry only the id.
      const filter = actor
        ? {
            ...query.filter,
            $and: [
              ...((query.filter.$and as object[] | undefined) ?? []),
              { $or: [{ 'actor.name': actor }, { 'actor.sub': actor }] },
            ],
          }
        : query.filter;
      const [rows, total] = await Promise.all([
        lines.find(filter).sort(query.sort).skip(query.skip).limit(query.limit).lean(),
        lines.countDocuments(filter),
      ]);
      return page(request, rows.map(toView), total);
    },
  );
};

function toView(line: Record<string, unknown> & { _id: string; at: Date }): Static<typeof AuditLogLineView> {
  const { _id, at, createdAt: _c, updatedAt: _u, before, after, data, ...rest } = line;
  return {
    id: _id,
    at: at.toISOString(),
    ...(rest as Omit<Static<typeof AuditLogLineView>, 'id' | 'at'>),
    ...(before === undefined ? {} : { before: readableKeys(before) }),
    ...(after === undefined ? {} : { after: readableKeys(after) }),
    ...(data === undefined ? {} : { data: readableKeys(data) }),
  };
}
