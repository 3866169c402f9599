import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { WAREHOUSE_CARGO_TYPES, WAREHOUSE_STRUCTURES } from '@trade/contracts';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/** What a warehouse is for: the portal's categories (§7 /wms/categoryList.html). */
export const WAREHOUSE_KINDS = ['bonded', 'general', 'cold', 'overseas', 'yard'] as const;
/** §3 structure (the `warehouse_structure` dictionary's codes). */
export const STRUCTURES = WAREHOUSE_STRUCTURES;
/** §3 main cargo type (the `cargo_type` dictionary's codes). */
export const CARGO_TYPES = WAREHOUSE_CARGO_TYPES;
/** §3 shipping method. */
export const SHIPPING_METHODS = ['rail', 'road', 'sea', 'air', 'multimodal'] as const;

const localised = (required: boolean) => ({
  'zh-cn': { type: String, required, default: required ? undefined : '' },
  en: { type: String, default: '' },
  ru: { type: String, default: '' },
});

/**
 * A warehouse of the portal's map (§3): where it is, what it holds and what it costs.
 * Fees are in yuan: storage per ton a day, rent per m² a month, handling and transfer per ton.
 */
const warehouseSchema = new Schema(
  {
    name: localised(true),
    kind: { type: String, enum: WAREHOUSE_KINDS, required: true, index: true },
    province: { type: String, required: true },
    city: { type: String, required: true },
    address: { type: String, default: '' },
    /** WGS-84 degrees, for the map. */
    lng: { type: Number, required: true },
    lat: { type: Number, required: true },
    area: { type: Number, required: true },
    storageFee: { type: Number, default: null },
    rent: { type: Number, default: null },
    handlingFee: { type: Number, default: null },
    transferFee: { type: Number, default: null },
    structure: { type: String, enum: STRUCTURES, required: true },
    cargoType: { type: String, enum: CARGO_TYPES, required: true },
    shippingMethods: { type: [String], enum: SHIPPING_METHODS, default: [] },
    description: localised(false),
    /** A file of the back office's library, and its display URL resolved when saved. */
    image: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
    contact: { type: String, default: '' },
    phone: { type: String, default: '' },
    /** 1 on the portal, 0 hidden. */
    status: { type: Number, enum: [0, 1], default: 1, index: true },
    sortOrder: { type: Number, default: 0 },
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

export type WarehouseDoc = InferSchemaType<typeof warehouseSchema> & {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
};

export const warehouseModel = (connection: Connection): Model<WarehouseDoc> =>
  connection.model('Warehouse', warehouseSchema, 'warehouses') as unknown as Model<WarehouseDoc>;
