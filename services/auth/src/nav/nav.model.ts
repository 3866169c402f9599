import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

const localised = { 'zh-cn': String, en: String, ru: String };

/** One link of a navigation group; `parentId` names another item of the same group. */
const navItemSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Stable name of a seeded item, so seeding is idempotent. */
    key: { type: String, default: null },
    parentId: { type: String, default: null },
    title: localised,
    /** A portal path (`/demand`) or an external address (`https://…`); empty for a heading. */
    url: { type: String, default: '' },
    target: { type: String, enum: ['_self', '_blank'], default: '_self' },
    sort: { type: Number, default: 0 },
    status: { type: Number, default: 1, enum: [0, 1] },
  },
  { _id: false },
);

/**
 * A navigation group (the portal header, the footer links) with its items inside it:
 * the navigation is small and read whole, and keeping it in one document makes every
 * change and its `trade.nav.changed` event one single-document write. A deleted group
 * stays, marked, so the event of its deletion still has a document to ride in.
 */
const navGroupSchema = new Schema(
  {
    key: { type: String, default: null },
    code: { type: String, required: true },
    name: localised,
    sort: { type: Number, default: 0 },
    status: { type: Number, default: 1, enum: [0, 1] },
    deleted: { type: Boolean, default: false },
    items: { type: [navItemSchema], default: [] },
    ...outboxFields,
  },
  schemaOptions,
);
navGroupSchema.index({ deleted: 1 });
navGroupSchema.index({ key: 1 });

export type NavGroup = InferSchemaType<typeof navGroupSchema> & { _id: { toString(): string } };
export type NavItem = InferSchemaType<typeof navItemSchema>;

export const navGroupModel = (connection: Connection) =>
  connection.model('NavGroup', navGroupSchema, 'nav_groups');
export type NavGroupModel = ReturnType<typeof navGroupModel>;
