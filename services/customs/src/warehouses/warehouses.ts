import { Types, type Model } from 'mongoose';
import { allLanguages, inLang, type EventActor, type EventType, type Identity } from '@trade/contracts';
import {
  fail,
  keptOrResolvedImage,
  newEvent,
  outboxOf,
  withEvents,
  type FileResolver,
} from '@trade/service-kit';
import type { WarehouseDoc } from './warehouse.model';

type Recorded = <T>(model: Model<T>, id: unknown) => void;
type Localised = { 'zh-cn': string; en?: string; ru?: string };

export interface WarehouseFields {
  name: Localised;
  kind: WarehouseDoc['kind'];
  province: string;
  city: string;
  address?: string;
  lng: number;
  lat: number;
  area: number;
  storageFee?: number | null;
  rent?: number | null;
  handlingFee?: number | null;
  transferFee?: number | null;
  structure: WarehouseDoc['structure'];
  cargoType: WarehouseDoc['cargoType'];
  shippingMethods?: string[];
  description?: Partial<Localised>;
  image?: string;
  contact?: string;
  phone?: string;
  status?: 0 | 1;
  sortOrder?: number;
}

const trim = (value: string) => value.trim();

/** The warehouses of the portal's map; each write is one document with its `trade.warehouse.*` event. */
export class Warehouses {
  constructor(
    readonly model: Model<WarehouseDoc>,
    private readonly files: FileResolver,
    private readonly recorded: Recorded,
  ) {}

  async warehouse(id: string): Promise<WarehouseDoc> {
    const doc = await this.model.findOne({ _id: id, deletedAt: null }).lean<WarehouseDoc>();
    if (!doc) throw fail('NOT_FOUND');
    return doc;
  }

  async save(admin: Identity, by: EventActor, id: string | null, fields: WarehouseFields): Promise<string> {
    const before = id ? await this.warehouse(id) : null;
    const image = fields.image ?? '';
    const imageUrl = await keptOrResolvedImage(
      this.files,
      admin,
      'image',
      image,
      before ? { id: before.image, url: before.imageUrl } : undefined,
    );
    const $set = {
      ...fields,
      name: allLanguages(fields.name, trim),
      description: allLanguages(fields.description, trim),
      address: fields.address?.trim() ?? '',
      shippingMethods: [...new Set(fields.shippingMethods ?? [])],
      image,
      imageUrl,
      contact: fields.contact?.trim() ?? '',
      phone: fields.phone?.trim() ?? '',
      status: fields.status ?? before?.status ?? 1,
      sortOrder: fields.sortOrder ?? 0,
    };
    const docId = id ?? new Types.ObjectId().toHexString();
    const name = $set.name['zh-cn'];
    if (id) {
      await this.model.updateOne(
        { _id: id },
        withEvents({ $set }, this.event('trade.warehouse.changed', id, name, by)),
      );
    } else {
      const event = this.event('trade.warehouse.created', docId, name, by);
      await new this.model({ _id: docId, ...$set, ...outboxOf(event) }).save();
    }
    this.recorded(this.model, docId);
    return docId;
  }

  async changeStatus(id: string, status: 0 | 1, by: EventActor): Promise<void> {
    const doc = await this.warehouse(id);
    const event = this.event('trade.warehouse.changed', id, inLang(doc.name, 'zh-cn'), by);
    await this.model.updateOne({ _id: id }, withEvents({ $set: { status } }, event));
    this.recorded(this.model, id);
  }

  async remove(id: string, by: EventActor): Promise<void> {
    const doc = await this.warehouse(id);
    const event = this.event('trade.warehouse.deleted', id, inLang(doc.name, 'zh-cn'), by);
    await this.model.updateOne({ _id: id }, withEvents({ $set: { deletedAt: new Date() } }, event));
    this.recorded(this.model, id);
  }

  private event(
    type: Extract<EventType, `trade.warehouse.${string}`>,
    id: string,
    name: string,
    by: EventActor,
  ) {
    return newEvent('customs', type, id, { id, name, changedBy: by.sub }, by);
  }
}
