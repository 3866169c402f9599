import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/** A label in the three interface languages; en and ru fall back to zh-cn when empty. */
const labels = {
  'zh-cn': { type: String, required: true },
  en: { type: String, default: '' },
  ru: { type: String, default: '' },
};

/** A dictionary class: the list a select or radio group offers (`unit`, `currency`…). */
const dictClassSchema = new Schema(
  {
    class_code: { type: String, required: true, unique: true },
    class_name: labels,
    remark: { type: String, default: '' },
    show_order: { type: Number, default: 0 },
    /** The dictionary seed's revision the class was seeded or last corrected at (none: the first). */
    seed_revision: { type: Number },
  },
  schemaOptions,
);

/** One option of a class: `dict_code` is the stored value, the label is `dict_value`. */
const dictItemSchema = new Schema(
  {
    class_code: { type: String, required: true },
    dict_code: { type: String, required: true },
    dict_value: labels,
    show_order: { type: Number, default: 0 },
    /** 1 = offered, 0 = hidden from the public list (kept for rows that already use it). */
    status: { type: Number, default: 1, enum: [0, 1] },
  },
  schemaOptions,
);
dictItemSchema.index({ class_code: 1, dict_code: 1 }, { unique: true });

export type DictClass = InferSchemaType<typeof dictClassSchema> & { _id: unknown; createdAt: Date };
export type DictItem = InferSchemaType<typeof dictItemSchema> & { _id: unknown; createdAt: Date };

export function dictModels(connection: Connection) {
  return {
    classes: connection.model('DictClass', dictClassSchema, 'dict_classes'),
    items: connection.model('DictItem', dictItemSchema, 'dict_items'),
  };
}
export type DictModels = ReturnType<typeof dictModels>;
