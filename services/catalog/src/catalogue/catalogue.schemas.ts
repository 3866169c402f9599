import { EnvelopeSchema, ErrorEnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type } from '@trade/service-kit';
import { ATTR_TYPES } from './catalogue.models';

const objectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
/** Category ids: the first tree's words (`grain`) and generated hex ids alike. */
const categoryId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const name = Type.String({ minLength: 1, maxLength: 100 });
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const order = Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 }));
const status = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

export const IdBody = Type.Object({ id: objectId });
export const StatusBody = Type.Object({ id: objectId, status });
export const IdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
export const EmptyReply = EnvelopeSchema(Type.Null());
export { PageQuery };

// ---- categories ----
const Names = Type.Object({ 'zh-cn': name, en: text(100), ru: text(100) });
const NamesView = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });
const categoryFields = {
  parentId: Type.Optional(Type.Union([categoryId, Type.Null()])),
  name: Names,
  sortOrder: order,
};
export const CategoryAddBody = Type.Object(categoryFields);
export const CategoryEditBody = Type.Object({ id: categoryId, ...categoryFields });
export const CategoryIdBody = Type.Object({ id: categoryId });
const CategoryView = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: NamesView,
  sortOrder: Type.Number(),
});
export const CategoryInfoReply = EnvelopeSchema(CategoryView);
/** The tree with the three names, every level (the back office's tree and cascader). */
const CategoryTreeNode = Type.Recursive(
  (node) => Type.Object({ ...CategoryView.properties, children: Type.Array(node) }),
  { $id: 'CategoryTreeNode' },
);
export const CategoryTreeReply = EnvelopeSchema(Type.Array(CategoryTreeNode));
/** The flat list, each with its path of names in the request language (a select's options). */
export const CategoryListReply = EnvelopeSchema(
  Type.Array(
    Type.Object({
      id: Type.String(),
      parentId: Type.Union([Type.String(), Type.Null()]),
      name: Type.String({ description: 'in the request language' }),
      path: Type.String({ description: 'the names from the root, joined by " / "' }),
      depth: Type.Integer(),
    }),
  ),
);

// ---- brands ----
const brandFields = {
  name,
  logo: Type.Optional(Type.Union([objectId, Type.Literal('')])),
  description: text(500),
  sortOrder: order,
};
export const BrandAddBody = Type.Object(brandFields);
export const BrandEditBody = Type.Object({ id: objectId, ...brandFields });
const BrandView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  logo: Type.String(),
  logoUrl: Type.String(),
  description: Type.String(),
  sortOrder: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});
export const BrandInfoReply = EnvelopeSchema(BrandView);
export const BrandPageReply = PageSchema(BrandView);

// ---- attributes ----
const attrFields = {
  name,
  type: Type.Union(ATTR_TYPES.map((t) => Type.Literal(t))),
  values: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50 })),
  categoryIds: Type.Optional(Type.Array(categoryId, { maxItems: 50 })),
  sortOrder: order,
};
export const AttrAddBody = Type.Object(attrFields);
export const AttrEditBody = Type.Object({ id: objectId, ...attrFields });
const AttrView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Union(ATTR_TYPES.map((t) => Type.Literal(t))),
  values: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  status,
  sortOrder: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});
export const AttrInfoReply = EnvelopeSchema(AttrView);
export const AttrPageReply = PageSchema(AttrView);

// ---- spu ----
const Spec = Type.Object({
  attrId: objectId,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  values: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { minItems: 1, maxItems: 30 }),
});
const price = Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1e12 }), Type.Null()]));
const Sku = Type.Object({
  specValues: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 3 }),
  price,
  stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1e9 }), Type.Null()])),
  code: text(64),
  image: text(500),
});
const spuFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  categoryId,
  brandId: Type.Optional(Type.Union([objectId, Type.Null(), Type.Literal('')])),
  description: text(5000),
  specs: Type.Optional(Type.Array(Spec, { maxItems: 3 })),
  skus: Type.Optional(Type.Array(Sku, { maxItems: 1000 })),
};
export const SpuAddBody = Type.Object(spuFields);
export const SpuEditBody = Type.Object({ id: objectId, ...spuFields });
const SpuView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String({ description: 'in the request language' }),
  brandId: Type.Union([Type.String(), Type.Null()]),
  brandName: Type.String({ description: "the brand's name, empty without one" }),
  description: Type.String(),
  status,
  specs: Type.Array(
    Type.Object({ attrId: Type.String(), name: Type.String(), values: Type.Array(Type.String()) }),
  ),
  skus: Type.Array(
    Type.Object({
      specValues: Type.Array(Type.String()),
      price: Type.Union([Type.Number(), Type.Null()]),
      stock: Type.Union([Type.Number(), Type.Null()]),
      code: Type.String(),
      image: Type.String(),
    }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  deletedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const SpuInfoReply = EnvelopeSchema(SpuView);
export const SpuPageReply = PageSchema(SpuView);
