import type { Model } from 'mongoose';
import { newEvent, outboxOf, withEvents } from '@trade/service-kit';
import type { EventActor, EventType, Identity } from '@trade/contracts';
import { catalogFail, invalidField } from '../errors';
import type { FileResolver } from '@trade/service-kit';
import { libraryImageUrl } from '@trade/service-kit';
import { categoryById } from '../reference/categories';
import type { AttrDoc, AttrType, BrandDoc, CatalogueModels, SpuDoc } from './catalogue.models';

type Recorded = <T>(model: Model<T>, id: unknown) => void;
type ItemEvent<P extends string> = Extract<EventType, `${P}.${string}`>;

export interface BrandFields {
  name: string;
  logo?: string;
  description?: string;
  sortOrder?: number;
}

export interface AttrFields {
  name: string;
  type: AttrType;
  values?: string[];
  categoryIds?: string[];
  sortOrder?: number;
}

export interface SpuSpec {
  attrId: string;
  /** The attribute's name; the form may leave it out, the catalogue fills it in. */
  name?: string;
  values: string[];
}

export interface SkuRow {
  specValues: string[];
  price?: number | null;
  stock?: number | null;
  code?: string;
  image?: string;
}

export interface SpuFields {
  name: string;
  categoryId: string;
  brandId?: string | null;
  description?: string;
  specs?: SpuSpec[];
  skus?: SkuRow[];
}

/** Every combination of the specs' values, in spec order: 2 specs × 3 values give 9. */
export function skuCombinations(specs: readonly SpuSpec[]): string[][] {
  return specs.reduce<string[][]>(
    (rows, spec) => rows.flatMap((row) => spec.values.map((value) => [...row, value])),
    [[]],
  );
}

const comboKey = (values: readonly string[]) => JSON.stringify(values);

/**
 * Checks that the sku rows are exactly the specs' combinations, each once, and keeps
 * their order (the back office orders them by dragging).
 */
export function checkSkus(specs: readonly SpuSpec[], skus: readonly SkuRow[]): SkuRow[] {
  const expected = new Set(skuCombinations(specs).map(comboKey));
  if (specs.length === 0) return [];
  const seen = new Set<string>();
  for (const sku of skus) {
    const key = comboKey(sku.specValues);
    if (!expected.has(key)) throw invalidField('skus', `no spec values ${sku.specValues.join(' / ')}`);
    if (seen.has(key)) throw invalidField('skus', `spec values ${sku.specValues.join(' / ')} twice`);
    seen.add(key);
  }
  if (seen.size !== expected.size)
    throw invalidField('skus', `${expected.size} rows expected, ${seen.size} given`);
  return skus.map((sku) => ({
    specValues: sku.specValues,
    price: sku.price ?? null,
    stock: sku.stock ?? null,
    code: sku.code ?? '',
    image: sku.image ?? '',
  }));
}

/** Brands, attributes and spu of the back office: each write is one document with its event. */
export class CatalogueItems {
  constructor(
    readonly models: CatalogueModels,
    private readonly files: FileResolver,
    private readonly recorded: Recorded,
  ) {}

  // ---- brands ----

  async brand(id: string): Promise<BrandDoc> {
    return found(await this.models.brands.findOne({ _id: id, deletedAt: null }).lean<BrandDoc>());
  }

  async saveBrand(admin: Identity, by: EventActor, id: string | null, fields: BrandFields): Promise<string> {
    if (id) await this.brand(id);
    const logo = fields.logo ?? '';
    const logoUrl = logo ? await libraryImageUrl(this.files, admin, 'logo', logo) : '';
    const $set = {
      ...fields,
      logo,
      logoUrl,
      description: fields.description ?? '',
      sortOrder: fields.sortOrder ?? 0,
    };
    return this.save(this.models.brands, id, $set, 'trade.brand', fields.name, by);
  }

  async removeBrand(id: string, by: EventActor): Promise<void> {
    const brand = await this.brand(id);
    if (await this.models.spus.exists({ brandId: id, purgedAt: null }))
      throw catalogFail('BRAND_IN_USE', { name: brand.name });
    const event = newEvent(
      'catalog',
      'trade.brand.deleted',
      id,
      { id, name: brand.name, changedBy: by.sub },
      by,
    );
    // The row carries its event to the relay; it is then gone from every list and read.
    await this.models.brands.updateOne({ _id: id }, withEvents({ $set: { deletedAt: new Date() } }, event));
    this.recorded(this.models.brands, id);
  }

  // ---- attributes ----

  async attr(id: string): Promise<AttrDoc> {
    return found(await this.models.attrs.findById(id).lean<AttrDoc>());
  }

  async saveAttr(id: string | null, fields: AttrFields, by: EventActor): Promise<string> {
    const values =
      fields.type === 'enum' ? [...new Set((fields.values ?? []).map((v) => v.trim()).filter(Boolean))] : [];
    if (fields.type === 'enum' && values.length === 0)
      throw invalidField('values', 'an enumeration needs values');
    const categoryIds = fields.categoryIds ?? [];
    for (const categoryId of categoryIds)
      if (!categoryById(categoryId)) throw invalidField('categoryIds', `unknown category ${categoryId}`);
    const $set = { ...fields, values, categoryIds, sortOrder: fields.sortOrder ?? 0 };
    // Attributes travel with the catalogue's spu events: they have no topic of their own.
    return this.save(this.models.attrs, id, $set, null, fields.name, by);
  }

  async attrStatus(id: string, status: 0 | 1): Promise<void> {
    await this.attr(id);
    await this.models.attrs.updateOne({ _id: id }, { $set: { status } });
  }

  async removeAttr(id: string): Promise<void> {
    const attr = await this.attr(id);
    if (await this.models.spus.exists({ 'specs.attrId': id, purgedAt: null }))
      throw catalogFail('ATTR_IN_USE', { name: attr.name });
    await this.models.attrs.deleteOne({ _id: id });
  }

  // ---- spu ----

  async spu(id: string, bin = false): Promise<SpuDoc> {
    const doc = await this.models.spus
      .findOne({ _id: id, purgedAt: null, deletedAt: bin ? { $ne: null } : null })
      .lean<SpuDoc>();
    return found(doc);
  }

  async saveSpu(id: string | null, fields: SpuFields, by: EventActor): Promise<string> {
    if (!categoryById(fields.categoryId)) throw invalidField('categoryId', 'unknown category');
    if (fields.brandId && !(await this.models.brands.exists({ _id: fields.brandId, deletedAt: null })))
      throw invalidField('brandId', 'unknown brand');
    const specs = await this.checkSpecs(fields.specs ?? []);
    const skus = checkSkus(specs, fields.skus ?? []);
    if (id) await this.spu(id);
    const $set = {
      ...fields,
      brandId: fields.brandId || null,
      description: fields.description ?? '',
      specs,
      skus,
    };
    return this.save(this.models.spus, id, $set, 'trade.spu', fields.name, by);
  }

  async spuStatus(id: string, status: 0 | 1, by: EventActor): Promise<void> {
    const spu = await this.spu(id);
    await this.spuChange(id, { status }, 'trade.spu.changed', spu.name, by);
  }

  /** To the recycle bin, with its sku rows. */
  async recycleSpu(id: string, by: EventActor): Promise<void> {
    const spu = await this.spu(id);
    await this.spuChange(id, { deletedAt: new Date() }, 'trade.spu.deleted', spu.name, by);
  }

  async restoreSpu(id: string, by: EventActor): Promise<void> {
    const spu = await this.spu(id, true);
    await this.spuChange(id, { deletedAt: null }, 'trade.spu.restored', spu.name, by);
  }

  /** Out of the bin for good: the specs and skus go; a tombstone carries the event. */
  async purgeSpu(id: string, by: EventActor): Promise<void> {
    const spu = await this.spu(id, true);
    await this.spuChange(id, { purgedAt: new Date(), specs: [], skus: [] }, 'trade.spu.purged', spu.name, by);
  }

  /** Spec attributes must be enumerations of the catalogue; the values a subset of theirs. */
  private async checkSpecs(specs: SpuSpec[]): Promise<Required<SpuSpec>[]> {
    if (new Set(specs.map((s) => s.attrId)).size !== specs.length)
      throw invalidField('specs', 'an attribute twice');
    const attrs = await this.models.attrs
      .find({ _id: { $in: specs.map((s) => s.attrId).filter((id) => /^[0-9a-f]{24}$/.test(id)) } })
      .lean<AttrDoc[]>();
    const byId = new Map(attrs.map((a) => [String(a._id), a]));
    return specs.map((spec) => {
      const attr = byId.get(spec.attrId);
      if (!attr || attr.type !== 'enum') throw invalidField('specs', `unknown spec attribute ${spec.attrId}`);
      const values = [...new Set(spec.values)];
      if (values.length === 0) throw invalidField('specs', `${attr.name}: no values`);
      const unknown = values.find((v) => !attr.values.includes(v));
      if (unknown !== undefined) throw invalidField('specs', `${attr.name}: unknown value ${unknown}`);
      return { attrId: spec.attrId, name: attr.name, values };
    });
  }

  private async spuChange(
    id: string,
    $set: Record<string, unknown>,
    type: ItemEvent<'trade.spu'>,
    name: string,
    by: EventActor,
  ) {
    const event = newEvent('catalog', type, id, { id, name, changedBy: by.sub }, by);
    await this.models.spus.updateOne({ _id: id }, withEvents({ $set }, event));
    this.recorded(this.models.spus, id);
  }

  /** Adds (`id` null) or replaces a document's fields, with its created or changed event. */
  private async save<T>(
    model: Model<T>,
    id: string | null,
    $set: Record<string, unknown>,
    topic: 'trade.brand' | 'trade.spu' | null,
    name: string,
    by: EventActor,
  ): Promise<string> {
    if (id === null) {
      const doc = new model($set);
      const docId = String(doc._id);
      if (topic)
        Object.assign(
          doc,
          outboxOf(
            newEvent('catalog', `${topic}.created`, docId, { id: docId, name, changedBy: by.sub }, by),
          ),
        );
      await doc.save();
      this.recorded(model, doc._id);
      return docId;
    }
    if (!(await model.exists({ _id: id }))) throw catalogFail('NOT_FOUND');
    const update = topic
      ? withEvents({ $set }, newEvent('catalog', `${topic}.changed`, id, { id, name, changedBy: by.sub }, by))
      : { $set };
    await model.updateOne({ _id: id }, update);
    this.recorded(model, id);
    return id;
  }
}

function found<T>(doc: T | null): T {
  if (!doc) throw catalogFail('NOT_FOUND');
  return doc;
}
