import { EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';

const id = Type.String({ minLength: 1, maxLength: 64 });
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);
const labels = (max: number) =>
  Type.Object({
    'zh-cn': Type.String({ minLength: 1, maxLength: max }),
    en: Type.Optional(Type.String({ maxLength: max * 2 })),
    ru: Type.Optional(Type.String({ maxLength: max * 2 })),
  });
const Localised = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });

export const NavIdBody = Type.Object({ id });
export const NavEmptyBody = Type.Object({});
export const NavGroupIdBody = Type.Object({ groupId: id });

// ---- groups ----
const groupFields = {
  /** What the portal asks for: letters, digits, dot, dash and underscore. */
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' }),
  name: labels(50),
  sort: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
  status: Type.Optional(status),
};
export const NavGroupAddBody = Type.Object(groupFields);
export const NavGroupEditBody = Type.Object({ id, ...groupFields });
export const NavGroupView = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  names: Localised,
  sort: Type.Integer(),
  status: Type.Integer(),
  itemCount: Type.Integer(),
});
export const NavGroupListReply = EnvelopeSchema(Type.Array(NavGroupView));
export const NavGroupInfoReply = EnvelopeSchema(NavGroupView);

// ---- items ----
const itemFields = {
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  title: labels(40),
  /** A portal path or an http(s) address; empty for a heading that only opens its children. */
  url: Type.Optional(Type.String({ maxLength: 500, pattern: '^$|^/|^https?://' })),
  target: Type.Optional(Type.Union([Type.Literal('_self'), Type.Literal('_blank')])),
  sort: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
  status: Type.Optional(status),
};
export const NavItemAddBody = Type.Object({ groupId: id, ...itemFields });
export const NavItemEditBody = Type.Object({ id, ...itemFields });
export const NavItemNode = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    groupId: Type.String(),
    parentId: Type.Union([Type.String(), Type.Null()]),
    title: Type.String(),
    titles: Localised,
    url: Type.String(),
    target: Type.String(),
    sort: Type.Integer(),
    status: Type.Integer(),
    children: Type.Optional(Type.Array(self)),
  }),
);
export const NavItemListReply = EnvelopeSchema(Type.Array(NavItemNode));
export const NavItemInfoReply = EnvelopeSchema(NavItemNode);

// ---- the portal ----
export const PortalNavBody = Type.Object({
  code: Type.Optional(
    Type.String({ maxLength: 40, description: 'one group (`header`, `footer`); all when absent' }),
  ),
});
const PortalNavItem = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    url: Type.String(),
    target: Type.String(),
    children: Type.Optional(Type.Array(self)),
  }),
);
export const PortalNavReply = EnvelopeSchema(
  Type.Array(Type.Object({ code: Type.String(), name: Type.String(), items: Type.Array(PortalNavItem) })),
);

export const NavIdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const NavEmptyReply = EnvelopeSchema(Type.Null());
export const navErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
