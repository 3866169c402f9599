import type { Product, ProductKind, ProductModel } from '../model/product.model';
import { ProductIndex } from './product-index';

const LISTED_FIELDS =
  'memberId name description brand price quantity unit origin validUntil categoryId country gallery images sortOrder visible status auditStatus companyName createdAt updatedAt deletedAt';

/**
 * Both kinds' public read models, loaded at start and kept current: the service
 * refreshes an item after each of its own writes, and every replica refreshes on
 * the trade.supply / trade.demand events (see catalog-sync.ts).
 */
export class ReadModel {
  readonly supply = new ProductIndex('supply');
  readonly demand = new ProductIndex('demand');

  constructor(private readonly models: Record<ProductKind, ProductModel>) {}

  index(kind: ProductKind): ProductIndex {
    return kind === 'supply' ? this.supply : this.demand;
  }

  /**
   * Loads every item, one pass over each collection. The public lists stay in memory:
   * their filters (approved and visible, category, price range, keywords) are mostly not
   * equalities the local store answers before decoding documents (measured: 317 ms for
   * the newest 20 of 6,700 approved items on FerretDB/PostgreSQL), until they move to
   * the search engine.
   */
  async load(): Promise<void> {
    for (const kind of ['supply', 'demand'] as const) {
      const docs = await this.models[kind].find({}).select(LISTED_FIELDS).lean<Product[]>();
      const index = this.index(kind);
      index.clear();
      for (const doc of docs) index.apply(doc, String(doc._id));
    }
  }

  /** Re-reads one item by id (an `_id` lookup, answered from the index) and applies it. */
  async refresh(kind: ProductKind, id: string): Promise<void> {
    const doc = await this.models[kind].findById(id).select(LISTED_FIELDS).lean<Product>();
    this.index(kind).apply(doc, id);
  }

  /** Applies a document the service has just written, without reading it back. */
  applyLocal(kind: ProductKind, doc: Product | null, id: string): void {
    this.index(kind).apply(doc, id);
  }
}
