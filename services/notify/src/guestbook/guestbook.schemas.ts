import { Type, type Static } from '@trade/service-kit';
import { EnvelopeSchema, GUESTBOOK_STATUSES, GUESTBOOK_TYPES, PageSchema } from '@trade/contracts';
import { PageQuery } from '@trade/service-kit';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/**
 * /guestbook/add: the plain guestbook and every consultation form. Which fields a form
 * requires depends on its `type` (GUESTBOOK_REQUIRED); they are checked in order and
 * answered with the §5 messages.
 */
export const GuestbookAddBody = Type.Object({
  type: Type.Optional(oneOf(GUESTBOOK_TYPES)),
  source: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z0-9.-]*$' })),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  phone: text(30),
  countryCode: Type.Optional(Type.String({ pattern: '^\\+[0-9]{1,4}$' })),
  /** The SMS code sent to `phone` by /login/sendCode. */
  code: text(10),
  email: text(100),
  company: text(100),
  contact: text(50),
  country: text(60),
  departurePort: text(100),
  destinationPort: text(100),
  content: text(2000),
  /** The privacy policy and terms accepted; false is refused like a missing field. */
  consent: Type.Boolean(),
});
export type GuestbookAddBody = Static<typeof GuestbookAddBody>;

export const GuestbookMessageView = Type.Object({
  id: Type.String(),
  type: oneOf(GUESTBOOK_TYPES),
  source: Type.Optional(Type.String()),
  status: oneOf(GUESTBOOK_STATUSES),
  name: Type.String(),
  phone: Type.Optional(Type.String()),
  phoneVerified: Type.Boolean(),
  email: Type.Optional(Type.String()),
  company: Type.Optional(Type.String()),
  contact: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  departurePort: Type.Optional(Type.String()),
  destinationPort: Type.Optional(Type.String()),
  content: Type.String(),
  memberId: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const GuestbookAddReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const GuestbookPageQuery = PageQuery;
export const GuestbookPageReply = PageSchema(GuestbookMessageView);
const ObjectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
export const GuestbookDelBody = Type.Object({
  id: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 100 })]),
});
export const GuestbookDelReply = EnvelopeSchema(Type.Object({ deleted: Type.Integer() }));
export const GuestbookChangeStatusBody = Type.Object({
  id: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 100 })]),
  status: oneOf(GUESTBOOK_STATUSES),
});
export const GuestbookChangeStatusReply = EnvelopeSchema(Type.Object({ changed: Type.Integer() }));
