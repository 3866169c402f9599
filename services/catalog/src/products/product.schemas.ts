import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type, type Static } from '@trade/service-kit';
import { ObjectId } from '../model/ids';
import { AUDIT_STATUSES, TRADE_STATUSES, type ProductKind } from '../model/product.model';
import { PUBLIC_SORTS } from '../search/marketplace-search';

export const MAX_GALLERY = 9;
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

/** A code of the `unit` dictionary (auth's); whether it is an enabled one is checked on save. */
export const Unit = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  description: 'a dict_code of the `unit` dictionary (/home/Basic/getDictList class_code unit)',
});
const Positive = Type.Number({ exclusiveMinimum: 0, maximum: 1e12 });

/** The §3 product form. Supply needs a price and at least one image; demand may leave both out. */
function productForm(kind: ProductKind) {
  return {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    brand: Type.Optional(Type.String({ maxLength: 50 })),
    price: kind === 'supply' ? Positive : Type.Optional(Positive),
    quantity: Positive,
    unit: Unit,
    origin: Type.Optional(Type.String({ maxLength: 100 })),
    validUntil: Type.String({
      minLength: 10,
      maxLength: 30,
      description: 'end of the validity period (ISO date)',
    }),
    categoryId: Type.String({ minLength: 1, maxLength: 32 }),
    country: Type.String({ minLength: 1, maxLength: 2 }),
    gallery: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: kind === 'supply' ? 1 : 0,
      maxItems: MAX_GALLERY,
      description:
        "ids of the member's own images in the files service (the `id` of an upload answer); the first is the thumbnail",
    }),
    sortOrder: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 9999,
        description:
          "ignored: the back office sets it (/admin/product.*/changeStatus); a member's value is dropped",
      }),
    ),
    visible: Type.Optional(Type.Boolean()),
    companyName: Type.Optional(
      Type.String({
        maxLength: 100,
        description: "ignored: the company name shown is the member account's (the registration's)",
      }),
    ),
    contact: Type.Optional(Type.String({ maxLength: 50 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    email: Type.String({ minLength: 1, maxLength: 100, format: 'email' }),
  };
}

export const SupplyAddBody = Type.Object(productForm('supply'));
export const DemandAddBody = Type.Object({
  ...productForm('demand'),
  gallery: Type.Optional(productForm('demand').gallery),
});
export const SupplyEditBody = Type.Object({ id: ObjectId, ...SupplyAddBody.properties });
export const DemandEditBody = Type.Object({ id: ObjectId, ...DemandAddBody.properties });
export type ProductAddBody = Static<typeof SupplyAddBody> | Static<typeof DemandAddBody>;

/** The back office's save: the member form, for the member `memberId` (required to create), or of item `id`. */
const onBehalfFields = {
  id: Type.Optional(
    Type.Union([ObjectId, Type.Literal('')], { description: 'the item to edit; none to create' }),
  ),
  memberId: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        "the member account the item is posted for (required to create); an edit keeps the item's owner",
    }),
  ),
};
export const SupplySaveBody = Type.Object({ ...onBehalfFields, ...SupplyAddBody.properties });
export const DemandSaveBody = Type.Object({ ...onBehalfFields, ...DemandAddBody.properties });
export type ProductSaveBody = ProductAddBody & { id?: string; memberId?: string };

export const ProductIdBody = Type.Object({ id: ObjectId });
export const ProductDelBody = Type.Object({
  id: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 100 })]),
});
export const ProductChangeStatusBody = Type.Object({
  id: ObjectId,
  visible: Type.Optional(Type.Boolean()),
  status: Type.Optional(literals(TRADE_STATUSES)),
});
/** The back office may also pin an item in the public "newest" list. */
export const AdminProductChangeStatusBody = Type.Object({
  ...ProductChangeStatusBody.properties,
  sortOrder: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 9999, description: 'higher first in the public "newest" list' }),
  ),
});
export const ProductAuditBody = Type.Object({
  id: ObjectId,
  auditStatus: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  rejectReason: Type.Optional(Type.String({ maxLength: 500 })),
});
/** Member lists of one's own items are MongoDB reads: pages stay small. */
export const MemberPageQuery = Type.Composite([
  Type.Omit(PageQuery, ['pageSize']),
  Type.Object({ pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) }),
]);

export const ProductView = Type.Object({
  id: Type.String(),
  kind: literals(['supply', 'demand'] as const),
  memberId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  brand: Type.String(),
  price: Type.Union([Type.Number(), Type.Null()]),
  quantity: Type.Number(),
  unit: Type.String(),
  origin: Type.String(),
  validUntil: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  country: Type.String(),
  countryName: Type.String(),
  gallery: Type.Array(Type.String(), { description: 'file ids of the gallery' }),
  images: Type.Array(Type.String(), { description: 'display URLs of the gallery, same order' }),
  image: Type.String({ description: 'the thumbnail: the first display URL' }),
  sortOrder: Type.Number(),
  visible: Type.Boolean(),
  status: literals(TRADE_STATUSES),
  displayStatus: literals(['collecting', 'supplying', 'closed'] as const),
  auditStatus: literals(AUDIT_STATUSES),
  rejectReason: Type.String(),
  expired: Type.Boolean(),
  companyName: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ProductView = Static<typeof ProductView>;

/** The words a keyword search matched, marked `<em>…</em>` in HTML-escaped text. */
const Highlight = Type.Object(
  { name: Type.Optional(Type.String()), description: Type.Optional(Type.String()) },
  { description: 'the matched words of a keyword search, `<em>`-marked in HTML-escaped text' },
);

/** What visitors see: no contact details (they reach the owner through an inquiry or quote). */
export const PublicProductView = Type.Object({
  ...Type.Omit(ProductView, [
    'email',
    'phone',
    'contact',
    'rejectReason',
    'auditStatus',
    'visible',
    'updatedAt',
  ]).properties,
  verified: Type.Boolean({ description: "the registry confirms the member's company (the verified badge)" }),
  highlight: Type.Optional(Highlight),
});
export type PublicProductView = Static<typeof PublicProductView>;

export const MatchView = Type.Object({
  score: Type.Number(),
  signals: Type.Object({
    category: Type.Number(),
    keywords: Type.Number(),
    country: Type.Number(),
    quantity: Type.Number(),
    freshness: Type.Number(),
  }),
  item: PublicProductView,
});

export const PublicPageBody = Type.Object({
  kind: Type.Optional(literals(['supply', 'demand'] as const)),
  pageNumber: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  categoryId: Type.Optional(Type.String({ maxLength: 32 })),
  country: Type.Optional(Type.String({ maxLength: 2 })),
  minQuantity: Type.Optional(Type.Number({ minimum: 0 })),
  maxQuantity: Type.Optional(Type.Number({ minimum: 0 })),
  minPrice: Type.Optional(Type.Number({ minimum: 0 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0 })),
  /** newest (default), price or quantity up or down, or relevance (best keyword match first). */
  sort: Type.Optional(literals(PUBLIC_SORTS)),
  memberId: Type.Optional(
    Type.String({ pattern: '^[0-9a-f]{24}$', description: "one member's items (a supplier's page)" }),
  ),
});
export const PublicListBody = Type.Object({
  kind: Type.Optional(literals(['supply', 'demand'] as const)),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export const PublicDetailBody = Type.Object({
  id: ObjectId,
  kind: Type.Optional(literals(['supply', 'demand'] as const)),
});
export const MatchBody = Type.Object({
  id: ObjectId,
  kind: Type.Optional(literals(['supply', 'demand'] as const)),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

export const ProductReply = EnvelopeSchema(ProductView);
export const ProductPageReply = PageSchema(ProductView);
export const PublicProductReply = EnvelopeSchema(PublicProductView);
export const PublicPageReply = PageSchema(PublicProductView);
export const PublicListReply = EnvelopeSchema(Type.Array(PublicProductView));
export const MatchReply = EnvelopeSchema(Type.Array(MatchView));
export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const CountReply = EnvelopeSchema(Type.Object({ count: Type.Integer() }));

// ---- suppliers: members with open public supply ----
export const SupplierPageBody = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'the company name, or a word of its products' }),
  ),
  categoryId: Type.Optional(Type.String({ maxLength: 32 })),
});
export const SupplierBody = Type.Object({ memberId: Type.String({ pattern: '^[0-9a-f]{24}$' }) });
const SupplierView = Type.Object({
  memberId: Type.String(),
  companyName: Type.String(),
  verified: Type.Boolean({ description: 'the registry confirms the company (the verified badge)' }),
  highlight: Type.Optional(
    Type.String({ description: 'the company name with the matched words `<em>`-marked, HTML-escaped' }),
  ),
  supplyCount: Type.Integer(),
  /** Its supplies' categories and countries in the reader's language, most supplies first. */
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  countries: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  image: Type.String({ description: 'its newest supply’s first image, or empty' }),
  latestAt: Type.String(),
  since: Type.String({ description: 'its oldest open supply’s time' }),
});
export type SupplierView = Static<typeof SupplierView>;
export const SupplierPageReply = PageSchema(SupplierView);
export const SupplierReply = EnvelopeSchema(SupplierView);
