import { Type, type Static } from '@trade/service-kit';
import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery } from '@trade/service-kit';

export const GuestbookAddBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 100 })),
  company: Type.Optional(Type.String({ maxLength: 100 })),
  content: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type GuestbookAddBody = Static<typeof GuestbookAddBody>;

export const GuestbookMessageView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  company: Type.Optional(Type.String()),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const GuestbookAddReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const GuestbookPageQuery = PageQuery;
export const GuestbookPageReply = PageSchema(GuestbookMessageView);
export const GuestbookDelBody = Type.Object({
  id: Type.Union([
    Type.String({ pattern: '^[0-9a-f]{24}$' }),
    Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$' }), { minItems: 1, maxItems: 100 }),
  ]),
});
export const GuestbookDelReply = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));
