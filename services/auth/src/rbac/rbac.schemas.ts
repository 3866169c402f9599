import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type } from '@trade/service-kit';

const id = Type.String({ minLength: 1, maxLength: 64 });
const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const opt = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);
const ids = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 });
const perms = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 500 });

export const IdBody = Type.Object({ id });
export const StatusBody = Type.Object({ id, status });

// ---- users ----
export const UserPageBody = PageQuery;
const userFields = {
  realname: opt(50),
  mobile: opt(20),
  email: opt(100),
  deptId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  roleIds: Type.Optional(ids),
  status: Type.Optional(status),
};
export const UserAddBody = Type.Object({ username: text(50), password: text(64), ...userFields });
export const UserEditBody = Type.Object({
  id,
  username: text(50),
  password: Type.Optional(Type.String({ maxLength: 64 })),
  ...userFields,
});
export const UserView = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  deptId: Type.Union([Type.String(), Type.Null()]),
  roleIds: Type.Array(Type.String()),
  status: Type.Integer(),
  isSuper: Type.Boolean(),
  lastLoginAt: Type.Optional(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export const UserPageReply = PageSchema(UserView);

// ---- roles ----
export const RolePageBody = PageQuery;
const roleFields = {
  code: opt(50),
  remark: opt(200),
  sort: Type.Optional(Type.Integer()),
  status: Type.Optional(status),
};
export const RoleAddBody = Type.Object({ name: text(50), ...roleFields });
export const RoleEditBody = Type.Object({ id, name: text(50), ...roleFields });
export const RoleAuthBody = Type.Object({ id, menuIds: ids, perms: Type.Optional(perms) });
export const RoleView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  remark: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  menuIds: Type.Array(Type.String()),
  perms: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export const RolePageReply = PageSchema(RoleView);

// ---- departments ----
const deptFields = {
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  sort: Type.Optional(Type.Integer()),
  leader: opt(50),
  phone: opt(20),
  status: Type.Optional(status),
};
export const DeptAddBody = Type.Object({ name: text(50), ...deptFields });
export const DeptEditBody = Type.Object({ id, name: text(50), ...deptFields });
export const DeptNode = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    parentId: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    sort: Type.Integer(),
    leader: Type.String(),
    phone: Type.String(),
    status: Type.Integer(),
    children: Type.Optional(Type.Array(self)),
  }),
);
export const DeptTreeReply = EnvelopeSchema(Type.Array(DeptNode));

// ---- menus ----
const titles = Type.Object({ 'zh-cn': text(50), en: opt(80), ru: opt(80) });
const menuFields = {
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  type: Type.Optional(Type.Union([Type.Literal('dir'), Type.Literal('menu'), Type.Literal('button')])),
  path: opt(200),
  icon: opt(50),
  perms: Type.Optional(perms),
  apis: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
  sort: Type.Optional(Type.Integer()),
  hidden: Type.Optional(Type.Boolean()),
  status: Type.Optional(status),
};
export const MenuAddBody = Type.Object({ title: titles, ...menuFields });
export const MenuEditBody = Type.Object({ id, title: titles, ...menuFields });
export const MenuNode = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    parentId: Type.Union([Type.String(), Type.Null()]),
    title: Type.String(),
    titles: Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() }),
    type: Type.String(),
    path: Type.String(),
    icon: Type.String(),
    perms: Type.Array(Type.String()),
    apis: Type.Array(Type.String()),
    sort: Type.Integer(),
    hidden: Type.Boolean(),
    status: Type.Integer(),
    children: Type.Optional(Type.Array(self)),
  }),
);
export const MenuTreeReply = EnvelopeSchema(Type.Array(MenuNode));
export const MenuApisReply = EnvelopeSchema(
  Type.Array(Type.Object({ perm: Type.String(), api: Type.String() })),
);
export const RouterReply = EnvelopeSchema(
  Type.Object({
    routes: Type.Array(
      Type.Object({ path: Type.String(), title: Type.String(), perms: Type.Array(Type.String()) }),
    ),
    perms: Type.Array(Type.String()),
  }),
);

export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const EmptyReply = EnvelopeSchema(Type.Null());
export const rbacErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
