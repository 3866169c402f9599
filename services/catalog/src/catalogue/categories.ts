import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { newEvent, outboxOf, withEvents } from '@trade/service-kit';
import type { EventActor, EventType, LocalisedText } from '@trade/contracts';
import { catalogFail, invalidField } from '../errors';
import { CategoryTree, type CategoryNode } from '../reference/category-tree';
import { seedCategoryRows, useCategoryTree } from '../reference/categories';
import type { ProductKind, ProductModel } from '../model/product.model';
import type { CatalogueModels, CategoryDoc } from './catalogue.models';

export interface CategoryFields {
  parentId?: string | null;
  /** zh-cn is required; an English or Russian name left out shows the Chinese one. */
  name: { 'zh-cn': string; en?: string; ru?: string };
  sortOrder?: number;
}

const names = (name: CategoryFields['name']): LocalisedText => ({
  'zh-cn': name['zh-cn'],
  en: name.en ?? '',
  ru: name.ru ?? '',
});

type CategoryEvent = Extract<EventType, `trade.category.${string}`>;
type Recorded = <T>(model: Model<T>, id: unknown) => void;

/** A row as the tree keeps it; a name left empty in English or Russian shows the Chinese one. */
function toNode(doc: CategoryDoc): CategoryNode {
  const zh = doc.name?.['zh-cn'] ?? String(doc._id);
  return {
    id: String(doc._id),
    parentId: doc.parentId ?? null,
    name: { 'zh-cn': zh, en: doc.name?.en || zh, ru: doc.name?.ru || zh },
    sortOrder: doc.sortOrder ?? 0,
  };
}

/**
 * The category tree of the back office. Every write is one single-document write with
 * its event; then this process reloads its tree at once, and the others on the event.
 */
export class Categories {
  constructor(
    private readonly models: CatalogueModels,
    private readonly products: Record<ProductKind, ProductModel>,
    private readonly recorded: Recorded,
    /** Told of each category this process changed, once its tree is reloaded (the search index follows). */
    private readonly changed: (id: string) => Promise<void> = async () => undefined,
  ) {}

  /** Writes the first tree when the collection is empty (ids supply and demand already use). */
  async seed(): Promise<void> {
    if ((await this.models.categories.estimatedDocumentCount()) > 0) return;
    await this.models.categories
      .insertMany(
        seedCategoryRows().map(({ id, ...row }) => ({ _id: id, ...row })),
        { ordered: false },
      )
      .catch((error: { code?: number }) => {
        // Another replica seeded at the same moment: its rows are the same.
        if (error.code !== 11000) throw error;
      });
  }

  /** Reads the tree from the database and serves it from now on. */
  async load(): Promise<CategoryTree> {
    const rows = await this.models.categories.find({ deletedAt: null }).lean<CategoryDoc[]>();
    const tree = new CategoryTree(rows.map(toNode));
    useCategoryTree(tree);
    return tree;
  }

  async info(id: string): Promise<CategoryNode> {
    const doc = await this.models.categories.findOne({ _id: id, deletedAt: null }).lean<CategoryDoc>();
    if (!doc) throw catalogFail('NOT_FOUND');
    return toNode(doc);
  }

  async add(fields: CategoryFields, by: EventActor): Promise<string> {
    const parentId = await this.checkParent(fields.parentId ?? null, null);
    const id = randomBytes(12).toString('hex');
    const row = { _id: id, parentId, name: names(fields.name), sortOrder: fields.sortOrder ?? 0 };
    const event = this.event('trade.category.created', id, row.name, by);
    await this.models.categories.create({ ...row, ...outboxOf(event) });
    return this.after(id);
  }

  async edit(id: string, fields: CategoryFields, by: EventActor): Promise<string> {
    await this.info(id);
    const parentId = await this.checkParent(fields.parentId ?? null, id);
    const $set = { parentId, name: names(fields.name), sortOrder: fields.sortOrder ?? 0 };
    const event = this.event('trade.category.changed', id, $set.name, by);
    await this.models.categories.updateOne({ _id: id }, withEvents({ $set }, event));
    return this.after(id);
  }

  /** Refused while the category has children or products: they would be left without one. */
  async remove(id: string, by: EventActor): Promise<void> {
    const current = await this.info(id);
    if (await this.models.categories.exists({ parentId: id, deletedAt: null }))
      throw catalogFail('CATEGORY_HAS_CHILDREN', { name: current.name['zh-cn'] });
    const used = await Promise.all([
      this.models.spus.exists({ categoryId: id, purgedAt: null }),
      this.products.supply.exists({ categoryId: id, deletedAt: null }),
      this.products.demand.exists({ categoryId: id, deletedAt: null }),
    ]);
    if (used.some(Boolean)) throw catalogFail('CATEGORY_IN_USE', { name: current.name['zh-cn'] });
    // A soft delete: the row carries its event to the relay, and no tree shows it again.
    const event = this.event('trade.category.deleted', id, current.name, by);
    await this.models.categories.updateOne(
      { _id: id },
      withEvents({ $set: { deletedAt: new Date() } }, event),
    );
    await this.after(id);
  }

  /** Asks every replica to reload its tree; this one reloads at once. */
  async refresh(by: EventActor): Promise<void> {
    const first = await this.models.categories
      .findOne({ parentId: null, deletedAt: null })
      .sort({ sortOrder: 1 })
      .lean<CategoryDoc>();
    if (first) {
      const event = this.event('trade.category.refreshed', String(first._id), toNode(first).name, by);
      await this.models.categories.updateOne({ _id: first._id }, withEvents({}, event));
      this.recorded(this.models.categories, first._id);
    }
    await this.load();
  }

  /** A parent must exist and must not be the category itself or one below it (no cycles). */
  private async checkParent(parentId: string | null, self: string | null): Promise<string | null> {
    if (parentId === null || parentId === '') return null;
    const tree = await this.load();
    if (!tree.get(parentId)) throw invalidField('parentId', 'unknown category');
    if (self && tree.isWithin(parentId, self))
      throw invalidField('parentId', 'cannot be the category or below it');
    return parentId;
  }

  private event(type: CategoryEvent, id: string, name: LocalisedText, by: EventActor) {
    return newEvent('catalog', type, id, { id, name: name['zh-cn'], changedBy: by.sub }, by);
  }

  private async after(id: string): Promise<string> {
    this.recorded(this.models.categories, id);
    await this.load();
    await this.changed(id);
    return id;
  }
}
