import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

const localisedName = {
  'zh-cn': { type: String, required: true },
  en: { type: String, default: '' },
  ru: { type: String, default: '' },
};

/**
 * A category of the tree. Ids are strings: the first tree's are the words supply and
 * demand already store (`grain`, `agri`), later ones are generated.
 */
const categorySchema = new Schema(
  {
    _id: { type: String, required: true },
    parentId: { type: String, default: null, index: true },
    name: localisedName,
    sortOrder: { type: Number, default: 0 },
    /** Soft delete: the row carries its event to the relay; no tree shows it again. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

const brandSchema = new Schema(
  {
    name: { type: String, required: true },
    /** A file id of the back office's file library. */
    logo: { type: String, default: '' },
    /** Its display URL, resolved when saved: lists never ask the files service. */
    logoUrl: { type: String, default: '' },
    description: { type: String, default: '' },
    sortOrder: { type: Number, default: 0 },
    /** Soft delete: the row carries its event to the relay; no list or read shows it again. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

export const ATTR_TYPES = ['text', 'number', 'enum'] as const;
export type AttrType = (typeof ATTR_TYPES)[number];

const attrSchema = new Schema(
  {
    name: { type: String, required: true },
    type: { type: String, enum: ATTR_TYPES, required: true },
    /** The choices of an enumeration; empty for text and number. */
    values: { type: [String], default: [] },
    categoryIds: { type: [String], default: [] },
    status: { type: Number, enum: [0, 1], default: 1 },
    sortOrder: { type: Number, default: 0 },
    ...outboxFields,
  },
  schemaOptions,
);

const specSchema = new Schema(
  { attrId: { type: String, required: true }, name: { type: String, required: true }, values: [String] },
  { _id: false },
);

const skuSchema = new Schema(
  {
    specValues: [String],
    price: { type: Number, default: null },
    stock: { type: Number, default: null },
    code: { type: String, default: '' },
    image: { type: String, default: '' },
  },
  { _id: false },
);

/** A standard product unit with its sku rows, one per combination of its spec values. */
const spuSchema = new Schema(
  {
    name: { type: String, required: true },
    categoryId: { type: String, required: true, index: true },
    brandId: { type: String, default: null },
    description: { type: String, default: '' },
    status: { type: Number, enum: [0, 1], default: 1 },
    specs: { type: [specSchema], default: [] },
    skus: { type: [skuSchema], default: [] },
    /** Set when moved to the recycle bin; restore clears it. */
    deletedAt: { type: Date, default: null, index: true },
    /** Set when purged from the bin: a tombstone no list or read returns. */
    purgedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

type Stamped<T> = T & { createdAt: Date; updatedAt: Date };
export type CategoryDoc = Stamped<InferSchemaType<typeof categorySchema>>;
export type BrandDoc = Stamped<InferSchemaType<typeof brandSchema> & { _id: unknown }>;
export type AttrDoc = Stamped<InferSchemaType<typeof attrSchema> & { _id: unknown }>;
export type SpuDoc = Stamped<InferSchemaType<typeof spuSchema> & { _id: unknown }>;

export interface CatalogueModels {
  categories: Model<CategoryDoc>;
  brands: Model<BrandDoc>;
  attrs: Model<AttrDoc>;
  spus: Model<SpuDoc>;
}

/** The back office's product catalogue: `categories`, `brands`, `attrs` and `spus`. */
export function catalogueModels(connection: Connection): CatalogueModels {
  return {
    categories: connection.model('Category', categorySchema, 'categories') as unknown as Model<CategoryDoc>,
    brands: connection.model('Brand', brandSchema, 'brands') as unknown as Model<BrandDoc>,
    attrs: connection.model('Attr', attrSchema, 'attrs') as unknown as Model<AttrDoc>,
    spus: connection.model('Spu', spuSchema, 'spus') as unknown as Model<SpuDoc>,
  };
}
