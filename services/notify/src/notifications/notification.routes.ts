import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { Type, ok, page, requireMember, type Static, type TypeBoxTypeProvider } from '@trade/service-kit';
import { NOTIFICATION_KINDS, type Notification, type NotificationModel } from './notification.model';
import { renderNotification } from './notification-text';

export const NoticePageQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  unread: Type.Optional(Type.Boolean()),
});
export const NoticeReadBody = Type.Object({
  id: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 64 }),
      Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }),
    ]),
  ),
  all: Type.Optional(Type.Boolean()),
});
export const NoticeView = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<(typeof NOTIFICATION_KINDS)[number]>(Type.String()),
  subjectId: Type.String(),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const tags = ['member notices'];

/**
 * §3 item 3: a member's in-app notifications at /home/member.Notice/page|unreadCount|read,
 * scoped to the member id of the gateway-signed identity.
 */
export const notificationRoutes: FastifyPluginAsync<{ notifications: NotificationModel }> = async (
  fastify,
  { notifications },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/home/member.Notice/page',
    { schema: { tags, body: NoticePageQuery, response: { 200: PageSchema(NoticeView), ...errors } } },
    async (request) => {
      const { memberId } = requireMember(request);
      const filter: Record<string, unknown> = { memberId };
      if (request.body.unread) filter.read = false;
      const [rows, total] = await Promise.all([
        notifications
          .find(filter)
          .sort({ createdAt: -1 })
          .skip((request.body.pageNumber - 1) * request.body.pageSize)
          .limit(request.body.pageSize)
          .lean<Notification[]>(),
        notifications.countDocuments(filter),
      ]);
      return page(
        request,
        rows.map((row) => view(row, request.lang)),
        total,
      );
    },
  );

  app.post(
    '/home/member.Notice/unreadCount',
    {
      schema: { tags, response: { 200: EnvelopeSchema(Type.Object({ count: Type.Integer() })), ...errors } },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      return ok(request, { count: await notifications.countDocuments({ memberId, read: false }) });
    },
  );

  app.post(
    '/home/member.Notice/read',
    {
      schema: {
        tags,
        body: NoticeReadBody,
        response: { 200: EnvelopeSchema(Type.Object({ updated: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      const { id, all } = request.body;
      const ids = id === undefined ? [] : Array.isArray(id) ? id : [id];
      if (!all && ids.length === 0) return ok(request, { updated: 0 });
      const filter = all ? { memberId, read: false } : { _id: { $in: ids }, memberId };
      const result = await notifications.updateMany(filter, { $set: { read: true } });
      return ok(request, { updated: result.modifiedCount });
    },
  );
};

function view(row: Notification, lang: Parameters<typeof renderNotification>[2]): Static<typeof NoticeView> {
  return {
    id: row._id,
    kind: row.kind as Static<typeof NoticeView>['kind'],
    subjectId: row.subjectId,
    ...renderNotification(row.kind as never, (row.params ?? {}) as Record<string, string>, lang),
    read: row.read ?? false,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
