import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type, type TSchema } from '@trade/service-kit';
import { CARGO_TYPES, SHIPPING_METHODS, STRUCTURES, WAREHOUSE_KINDS } from './warehouse.model';

const objectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const fee = (description: string) =>
  Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000, description }), Type.Null()]));
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Localised = (maxLength: number, required: boolean) =>
  Type.Object({
    'zh-cn': required ? Type.String({ minLength: 1, maxLength }) : Type.Optional(Type.String({ maxLength })),
    en: Type.Optional(Type.String({ maxLength })),
    ru: Type.Optional(Type.String({ maxLength })),
  });
const LocalisedView = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });

export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const fields = {
  name: Localised(80, true),
  kind: oneOf(WAREHOUSE_KINDS),
  province: Type.String({ minLength: 1, maxLength: 30 }),
  city: Type.String({ minLength: 1, maxLength: 30 }),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  lng: Type.Number({ minimum: 73, maximum: 136, description: 'longitude (WGS-84) inside China’s extent' }),
  lat: Type.Number({ minimum: 3, maximum: 54, description: 'latitude (WGS-84) inside China’s extent' }),
  area: Type.Number({ minimum: 1, maximum: 10_000_000, description: 'm²' }),
  storageFee: fee('yuan per ton a day'),
  rent: fee('yuan per m² a month'),
  handlingFee: fee('yuan per ton'),
  transferFee: fee('yuan per ton'),
  structure: oneOf(STRUCTURES),
  cargoType: oneOf(CARGO_TYPES),
  shippingMethods: Type.Optional(Type.Array(oneOf(SHIPPING_METHODS), { maxItems: SHIPPING_METHODS.length })),
  description: Type.Optional(Localised(2000, false)),
  image: Type.Optional(Type.String({ maxLength: 24 })),
  contact: Type.Optional(Type.String({ maxLength: 30 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+()\\- ]*$' })),
  status: Type.Optional(status),
  sortOrder: Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 })),
};
export const WarehouseAddBody = Type.Object(fields);
export const WarehouseEditBody = Type.Object({ id: objectId, ...fields });
export const IdBody = Type.Object({ id: objectId });
export const StatusBody = Type.Object({ id: objectId, status });
export { PageQuery };

const common = {
  id: Type.String(),
  kind: Type.String(),
  province: Type.String(),
  city: Type.String(),
  address: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  area: Type.Number(),
  storageFee: Type.Union([Type.Number(), Type.Null()]),
  rent: Type.Union([Type.Number(), Type.Null()]),
  handlingFee: Type.Union([Type.Number(), Type.Null()]),
  transferFee: Type.Union([Type.Number(), Type.Null()]),
  structure: Type.String(),
  cargoType: Type.String(),
  shippingMethods: Type.Array(Type.String()),
  imageUrl: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
};
const AdminView = Type.Object({
  ...common,
  name: LocalisedView,
  description: LocalisedView,
  image: Type.String(),
  status,
  sortOrder: Type.Number(),
  updatedAt: Type.String(),
});
const PublicView = Type.Object({ ...common, name: Type.String(), description: Type.String() });
export const WarehouseInfoReply = EnvelopeSchema(AdminView);
export const WarehousePageReply = PageSchema(AdminView);
export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const EmptyReply = EnvelopeSchema(Type.Null());

// ---- the portal (GET, query strings) ----
const number = (description: string, min: number, max: number) =>
  Type.Optional(Type.Integer({ minimum: min, maximum: max, description }));
export const PublicListQuery = Type.Object({
  pageNumber: number('page, from 1', 1, 10000),
  pageSize: number('rows a page; the map asks for all (up to 500)', 1, 500),
  kind: Type.Optional(oneOf(WAREHOUSE_KINDS)),
  province: Type.Optional(Type.String({ maxLength: 30 })),
  keyword: Type.Optional(Type.String({ maxLength: 60, description: 'name or city' })),
});
export const PublicListReply = PageSchema(PublicView);
export const CategoryListReply = EnvelopeSchema(
  Type.Array(Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() })),
);
export const ThumbQuery = Type.Object({ id: objectId });
export const ThumbReply = EnvelopeSchema(Type.Object({ id: Type.String(), thumbUrl: Type.String() }));

export const schema = <B extends TSchema, R extends TSchema>(tag: string, body: B, reply: R) => ({
  tags: [tag],
  body,
  response: { 200: reply, ...errors },
});
