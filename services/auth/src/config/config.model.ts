import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

export const CONFIG_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/**
 * One setting of the platform (`site.name`, `upload.maxSizeMb`, `auth.sms.codeTtl`…).
 * `value` holds the typed value (as JSON text, see below). `public` settings are
 * given to anyone by /home/Basic/getConfig; the rest only to the back office and the
 * services. The `trade.config.changed` events ride in the changed document.
 */
const configItemSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    group: { type: String, required: true },
    type: { type: String, required: true, enum: CONFIG_TYPES },
    /**
     * The value as JSON text: a JSON setting may hold any keys (`$…`, dotted names), which
     * the store would refuse as field names. The repository encodes and decodes it.
     */
    value: { type: String, required: true },
    title: {
      'zh-cn': { type: String, required: true },
      en: { type: String, default: '' },
      ru: { type: String, default: '' },
    },
    remark: { type: String, default: '' },
    sort: { type: Number, default: 0 },
    public: { type: Boolean, default: false },
    /** Bounds of a number setting, enforced on every change. */
    min: { type: Number, default: null },
    max: { type: Number, default: null },
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  { ...schemaOptions, minimize: false },
);
configItemSchema.index({ group: 1, sort: 1 });

type StoredConfigItem = InferSchemaType<typeof configItemSchema> & { _id: unknown; createdAt: Date };
/** A setting as the code sees it: `value` decoded. */
export type ConfigItem = Omit<StoredConfigItem, 'value'> & { value: unknown };
export type { StoredConfigItem };

export const configItemModel = (connection: Connection) =>
  connection.model('ConfigItem', configItemSchema, 'config_items');
export type ConfigItemModel = ReturnType<typeof configItemModel>;
