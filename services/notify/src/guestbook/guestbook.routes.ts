import type { FastifyPluginAsync } from 'fastify';

import { ErrorEnvelopeSchema, PERMISSIONS } from '@trade/contracts';
import {
  clientIp,
  guardAdmin,
  newEvent,
  ok,
  outboxOf,
  page,
  toMongoQuery,
  type Static,
  type TypeBoxTypeProvider,
  withEvents,
} from '@trade/service-kit';
import type { GuestbookMessage, GuestbookModel } from './guestbook.model';
import {
  GuestbookAddBody,
  GuestbookAddReply,
  GuestbookDelBody,
  GuestbookDelReply,
  GuestbookPageQuery,
  GuestbookMessageView,
  GuestbookPageReply,
} from './guestbook.schemas';

export interface GuestbookRoutesOptions {
  messages: GuestbookModel;
  /** Called after a write that recorded events, so the relay publishes them at once. */
  eventsRecorded: (messageId: unknown) => void;
}

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** §7: visitors leave a message with /guestbook/add; admins page and delete them. */
export const guestbookRoutes: FastifyPluginAsync<GuestbookRoutesOptions> = async (
  fastify,
  { messages, eventsRecorded },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/guestbook/add',
    {
      schema: {
        tags: ['guestbook'],
        body: GuestbookAddBody,
        response: { 200: GuestbookAddReply, ...errors },
      },
    },
    async (request) => {
      const doc = new messages({ ...request.body, ip: request.ip });
      // The visitor's phone and e-mail stay in this store: the event names the message only.
      const { name, company, content } = request.body;
      const event = newEvent('notify', 'trade.guestbook.created', doc.id as string, {
        id: doc.id as string,
        name,
        ...(company !== undefined ? { company } : {}),
        content,
      });
      Object.assign(doc, outboxOf(event));
      await doc.save();
      eventsRecorded(doc._id);
      return ok(request, { id: doc.id as string });
    },
  );

  app.post(
    '/admin/guestbook/page',
    {
      preHandler: guardAdmin(PERMISSIONS.guestbookPage),
      schema: {
        tags: ['guestbook'],
        body: GuestbookPageQuery,
        response: { 200: GuestbookPageReply, ...errors },
      },
    },
    async (request) => {
      const query = toMongoQuery(request.body, {
        fields: {
          name: 'string',
          company: 'string',
          email: 'string',
          phone: 'string',
          content: 'string',
          createdAt: 'date',
        },
      });
      query.filter.deletedAt = null;
      const [rows, total] = await Promise.all([
        messages.find(query.filter).sort(query.sort).skip(query.skip).limit(query.limit).lean(),
        messages.countDocuments(query.filter),
      ]);
      return page(request, rows.map(toView), total);
    },
  );

  app.post(
    '/admin/guestbook/del',
    {
      preHandler: guardAdmin(PERMISSIONS.guestbookDel),
      schema: {
        tags: ['guestbook'],
        body: GuestbookDelBody,
        response: { 200: GuestbookDelReply, ...errors },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
      const admin = request.identity!.sub;
      let deleted = 0;
      for (const id of ids) {
        const before = await messages.findOne({ _id: id, deletedAt: null }).lean();
        if (!before) continue;
        // The audit log records what was deleted, by whom (the event's `actor`), from the event;
        // the message itself keeps only its name and the deletion, so the visitor's contact
        // details are gone at once.
        const event = {
          ...newEvent('notify', 'trade.guestbook.deleted', id, {
            id,
            name: before.name,
            ...(before.company ? { company: before.company } : {}),
            content: before.content,
            deletedBy: admin,
          }),
          actor: `admin:${admin}`,
          ...(request.ip ? { actorip: clientIp(request) } : {}),
        };
        const result = await messages.updateOne(
          { _id: id, deletedAt: null },
          withEvents(
            {
              $set: { deletedAt: new Date() },
              $unset: { phone: 1, email: 1, company: 1, content: 1, ip: 1 },
            },
            event,
          ),
        );
        if (result.modifiedCount === 1) {
          deleted += 1;
          eventsRecorded(id);
        }
      }
      return ok(request, { deleted });
    },
  );
};

function toView(
  row: GuestbookMessage & { _id: unknown; createdAt: Date },
): Static<typeof GuestbookMessageView> {
  return {
    id: String(row._id),
    name: row.name,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    company: row.company ?? undefined,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
