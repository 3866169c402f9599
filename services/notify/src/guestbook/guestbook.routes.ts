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
import { checkEntry, requiredFieldMessages } from './consultation';
import type { GuestbookMessage, GuestbookModel } from './guestbook.model';
import type { PhoneVerifier } from './phone-verifier';
import {
  GuestbookAddBody,
  GuestbookAddReply,
  GuestbookChangeStatusBody,
  GuestbookChangeStatusReply,
  GuestbookDelBody,
  GuestbookDelReply,
  GuestbookPageQuery,
  GuestbookMessageView,
  GuestbookPageReply,
} from './guestbook.schemas';

export interface GuestbookRoutesOptions {
  messages: GuestbookModel;
  phones: PhoneVerifier;
  /** Called after a write that recorded events, so the relay publishes them at once. */
  eventsRecorded: (messageId: unknown) => void;
}

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * §7: visitors leave a message or send a consultation form with /guestbook/add; admins
 * page, follow up (changeStatus) and delete them.
 */
export const guestbookRoutes: FastifyPluginAsync<GuestbookRoutesOptions> = async (
  fastify,
  { messages, phones, eventsRecorded },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/guestbook/add',
    {
      attachValidation: true,
      preHandler: requiredFieldMessages,
      schema: {
        tags: ['guestbook'],
        body: GuestbookAddBody,
        response: { 200: GuestbookAddReply, ...errors },
      },
    },
    async (request) => {
      const entry = await checkEntry(request.body, request, phones);
      const doc = new messages({
        ...entry.fields,
        type: entry.type,
        source: entry.source,
        phoneVerified: entry.phoneVerified,
        memberId: entry.memberId,
        consentAt: new Date(),
        ip: request.ip,
      });
      // The visitor's phone and e-mail stay in this store: the event names the entry only.
      const { name, company, content = '' } = entry.fields;
      const event = newEvent('notify', 'trade.guestbook.created', doc.id as string, {
        id: doc.id as string,
        name: name!,
        ...(company !== undefined ? { company } : {}),
        content,
        type: entry.type,
        ...(entry.source ? { source: entry.source } : {}),
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
          type: 'string',
          status: 'string',
          source: 'string',
          name: 'string',
          contact: 'string',
          country: 'string',
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
    '/admin/guestbook/changeStatus',
    {
      preHandler: guardAdmin(PERMISSIONS.guestbookChangeStatus),
      schema: {
        tags: ['guestbook'],
        body: GuestbookChangeStatusBody,
        response: { 200: GuestbookChangeStatusReply, ...errors },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
      const { status } = request.body;
      const admin = request.identity!.sub;
      let changed = 0;
      for (const id of ids) {
        const before = await messages.findOne({ _id: id, deletedAt: null }).lean();
        if (!before || before.status === status) continue;
        const event = {
          ...newEvent('notify', 'trade.guestbook.status-changed', id, {
            id,
            name: before.name,
            from: before.status,
            status,
            changedBy: admin,
          }),
          actor: `admin:${admin}`,
          ...(request.ip ? { actorip: clientIp(request) } : {}),
        };
        // Conditional on the status read, so two admins' changes never both count.
        const result = await messages.updateOne(
          { _id: id, deletedAt: null, status: before.status },
          withEvents({ $set: { status } }, event),
        );
        if (result.modifiedCount === 1) {
          changed += 1;
          eventsRecorded(id);
        }
      }
      return ok(request, { changed });
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
              $unset: {
                phone: 1,
                email: 1,
                company: 1,
                contact: 1,
                country: 1,
                departurePort: 1,
                destinationPort: 1,
                content: 1,
                ip: 1,
              },
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
  const optional = (value: string | null | undefined) => value ?? undefined;
  return {
    id: String(row._id),
    type: row.type ?? 'message',
    source: optional(row.source),
    status: row.status ?? 'new',
    name: row.name,
    phone: optional(row.phone),
    phoneVerified: row.phoneVerified ?? false,
    email: optional(row.email),
    company: optional(row.company),
    contact: optional(row.contact),
    country: optional(row.country),
    departurePort: optional(row.departurePort),
    destinationPort: optional(row.destinationPort),
    content: row.content ?? '',
    memberId: optional(row.memberId),
    createdAt: row.createdAt.toISOString(),
  };
}
