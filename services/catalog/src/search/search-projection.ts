import type { Client } from '@opensearch-project/opensearch';
import { Schema, type Connection, type Model } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentModels, ArticleDoc } from '../content/content.models';
import type { Product, ProductKind, ProductModel } from '../model/product.model';
import { categoryTree } from '../reference/categories';
import { SourceUnavailable, type CompanySource } from './company-source';
import { isSearchUnavailable, isVersionConflict } from './search-errors';
import {
  articleDocument,
  categoryText,
  productDocument,
  supplierSummary,
  type SupplierDocument,
} from './search-documents';
import type { IndexName, SearchIndices } from './search-indices';

/** What is to be indexed again once the search engine answers: `<what>:<id>`. */
interface PendingEntry {
  _id: string;
  at: Date;
}

const pendingSchema = new Schema<PendingEntry>({ _id: String, at: Date }, { versionKey: false });

export type PendingKind = 'supply' | 'demand' | 'supplier' | 'company' | 'article' | 'category';

const PRODUCT_FIELDS =
  'memberId name description brand price quantity unit origin validUntil categoryId country gallery images sortOrder visible status auditStatus companyName createdAt updatedAt deletedAt';

export const productIndexOf = (kind: ProductKind): IndexName => (kind === 'supply' ? 'supplies' : 'demands');

/** Options of a write made on behalf of a request: visible to searches at once, and quick to give up. */
export interface ApplyOptions {
  /** Make the change searchable before answering (the writer's own next list shows it). */
  refresh?: boolean;
  /** Give up after this long (the item is then left to the retries). */
  timeoutMs?: number;
}

/**
 * The search projection: keeps the search engine's indexes in step with the catalog's
 * own documents and the member service's company profiles. Each change re-reads its
 * document by id (never trusting an event's copy) and indexes it with the document's
 * `updatedAt` as an external version, so a stale read never overwrites a newer one.
 * When the search engine cannot be reached the change is noted in `search_pending`
 * (the catalog's database) and tried again until it goes through: writes never wait
 * for the search engine, and the index catches up by itself.
 */
export class SearchProjection {
  readonly pending: Model<PendingEntry>;
  private sweeping = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly indices: SearchIndices,
    private readonly models: Record<ProductKind, ProductModel> & { articles: ContentModels['articles'] },
    private readonly companies: CompanySource,
    connection: Connection,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.pending =
      (connection.models.SearchPending as Model<PendingEntry>) ??
      connection.model('SearchPending', pendingSchema, 'search_pending');
  }

  private get client(): Client {
    return this.indices.client;
  }

  /**
   * Applies one change; the search engine being down notes it for the retries instead of
   * failing. Other errors (a wrong mapping, member answering 500) throw: the event is
   * retried, then parked on its dlq.
   */
  async apply(kind: PendingKind, id: string, options: ApplyOptions = {}): Promise<boolean> {
    try {
      await this.run(kind, id, options);
      return true;
    } catch (error) {
      if (!isSearchUnavailable(error) && !(error instanceof SourceUnavailable)) throw error;
      this.log?.warn({ err: error, kind, id }, 'not indexed now: left to the retries');
      await this.pending.updateOne({ _id: `${kind}:${id}` }, { $set: { at: new Date() } }, { upsert: true });
      return false;
    }
  }

  /**
   * Indexes a product the service has just written, for the writer's request: never
   * fails it. Whatever goes wrong is noted for the retries (and the event indexes it too).
   */
  async written(kind: ProductKind, doc: Product, options: ApplyOptions): Promise<void> {
    const id = String(doc._id);
    try {
      await this.product(kind, id, doc, options);
    } catch (error) {
      this.log?.warn({ err: error, kind, id }, 'item not indexed with its write: left to the retries');
      await this.pending
        .updateOne({ _id: `${kind}:${id}` }, { $set: { at: new Date() } }, { upsert: true })
        .catch(() => undefined);
    }
  }

  /** `apply` for a write's own request: never fails it, whatever goes wrong is left to the retries. */
  async writtenById(kind: PendingKind, id: string, options: ApplyOptions): Promise<void> {
    try {
      await this.run(kind, id, options);
    } catch (error) {
      this.log?.warn({ err: error, kind, id }, 'not indexed with its write: left to the retries');
      await this.pending
        .updateOne({ _id: `${kind}:${id}` }, { $set: { at: new Date() } }, { upsert: true })
        .catch(() => undefined);
    }
  }

  private async run(kind: PendingKind, id: string, options: ApplyOptions): Promise<void> {
    switch (kind) {
      case 'supply':
      case 'demand':
        return this.product(kind, id, null, options);
      case 'supplier':
        return this.supplier(id, options);
      case 'company':
        return this.company(id);
      case 'article':
        return this.article(id, options);
      case 'category':
        return this.category(id);
    }
  }

  private requestOptions(options: ApplyOptions) {
    return options.timeoutMs ? { requestTimeout: options.timeoutMs, maxRetries: 0 } : {};
  }

  /** Re-reads (or takes the just-written) product and indexes it; a supply also updates its supplier. */
  async product(kind: ProductKind, id: string, written: Product | null, options: ApplyOptions = {}) {
    const doc = written ?? (await this.models[kind].findById(id).select(PRODUCT_FIELDS).lean<Product>());
    const index = this.indices.alias(productIndexOf(kind));
    if (!doc) {
      await this.client.delete({ index, id }, { ignore: [404], ...this.requestOptions(options) });
      return;
    }
    const verified = await this.verifiedOf(doc.memberId, options);
    const body = productDocument(kind, doc, verified);
    try {
      await this.client.index(
        {
          index,
          id,
          body,
          version: new Date(body.updatedAt).getTime(),
          version_type: 'external_gte',
          // Never let a write make a concrete index where the alias should be.
          require_alias: true,
          ...(options.refresh ? { refresh: true } : {}),
        },
        this.requestOptions(options),
      );
    } catch (error) {
      // A newer version is indexed already: this read was stale.
      if (!isVersionConflict(error)) throw error;
    }
    if (kind === 'supply') await this.supplier(doc.memberId, options);
  }

  private async verifiedOf(memberId: string, options: ApplyOptions): Promise<boolean> {
    const { body } = await this.client.get(
      { index: this.indices.alias('suppliers'), id: memberId, _source_includes: ['verified'] },
      { ignore: [404], ...this.requestOptions(options) },
    );
    return (body as { _source?: { verified?: boolean } })._source?.verified === true;
  }

  /** Rebuilds a supplier's summary from its supplies in the catalog's database (one member's items). */
  async supplier(memberId: string, options: ApplyOptions = {}) {
    const docs = await this.models.supply
      .find({ memberId, deletedAt: null, auditStatus: 'approved', visible: true, status: 'open' })
      .select(PRODUCT_FIELDS)
      .lean<Product[]>();
    docs.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
    const summary = supplierSummary(memberId, docs);
    const upsert: SupplierDocument = { ...summary, verified: false, profileId: '' };
    await this.client.update(
      {
        index: this.indices.alias('suppliers'),
        id: memberId,
        body: { doc: summary, upsert },
        retry_on_conflict: 5,
        require_alias: true,
        ...(options.refresh ? { refresh: true } : {}),
      },
      this.requestOptions(options),
    );
  }

  /** A company profile changed: its verified badge goes to its supplier entry and its items. */
  async company(profileId: string) {
    const profile = await this.companies(profileId);
    if (!profile) return;
    const { memberId, verified } = profile;
    await this.client.update({
      index: this.indices.alias('suppliers'),
      id: memberId,
      body: {
        doc: { verified, profileId },
        upsert: { ...supplierSummary(memberId, []), verified, profileId },
      },
      retry_on_conflict: 5,
      require_alias: true,
    });
    for (const kind of ['supply', 'demand'] as const)
      await this.updateWhere(
        productIndexOf(kind),
        { bool: { filter: [{ term: { memberId } }], must_not: [{ term: { verified } }] } },
        () => ({ verified }),
      );
  }

  async article(id: string, options: ApplyOptions = {}) {
    const doc = await this.models.articles.findById(id, { body: 0 }).lean<ArticleDoc>();
    const index = this.indices.alias('articles');
    if (!doc) {
      await this.client.delete({ index, id }, { ignore: [404], ...this.requestOptions(options) });
      return;
    }
    const body = articleDocument(doc);
    try {
      await this.client.index(
        {
          index,
          id,
          body,
          version: doc.updatedAt.getTime(),
          version_type: 'external_gte',
          // Never let a write make a concrete index where the alias should be.
          require_alias: true,
          ...(options.refresh ? { refresh: true } : {}),
        },
        this.requestOptions(options),
      );
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
    }
  }

  /**
   * A category was renamed or moved: the items in it and below it take its new names and
   * path (the tree is this process's, reloaded from the database before this is called).
   */
  async category(id: string) {
    const tree = categoryTree();
    const affected = tree.andBelow(id);
    const paths: Record<string, { path: string[]; text: string }> = {};
    for (const categoryId of affected) paths[categoryId] = categoryText(categoryId);
    for (const kind of ['supply', 'demand'] as const)
      await this.updateWhere(productIndexOf(kind), { terms: { categoryId: affected } }, (doc) => {
        const category = paths[String(doc.categoryId)];
        return category ? { categoryPath: category.path, categoryText: category.text } : null;
      });
  }

  /**
   * Changes the documents a query finds, a page at a time (bulk partial updates; the
   * engine's update-by-query is not in every distribution). A document changed meanwhile
   * keeps its newer version: a conflict is skipped, its own event indexes it again.
   */
  private async updateWhere(
    name: IndexName,
    query: Record<string, unknown>,
    change: (doc: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<void> {
    const index = this.indices.alias(name);
    let after: unknown[] | undefined;
    for (;;) {
      const { body } = await this.client.search({
        index,
        body: {
          size: 1000,
          query,
          sort: [{ id: 'asc' }],
          _source: ['categoryId'],
          ...(after ? { search_after: after } : {}),
        } as Record<string, unknown>,
      });
      const hits = body.hits.hits;
      if (hits.length === 0) break;
      const lines: object[] = [];
      for (const hit of hits) {
        const doc = change((hit._source ?? {}) as Record<string, unknown>);
        if (doc) lines.push({ update: { _id: hit._id, retry_on_conflict: 3 } }, { doc });
      }
      if (lines.length) await this.client.bulk({ index, body: lines, refresh: true });
      after = hits[hits.length - 1]!.sort as unknown[];
    }
  }

  /** Tries the noted changes again, oldest first, until the search engine fails again. */
  async retryPending(batch = 500): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let done = 0;
    try {
      const entries = await this.pending.find({}).sort({ at: 1 }).limit(batch).lean<PendingEntry[]>();
      for (const entry of entries) {
        const at = entry._id.indexOf(':');
        const kind = entry._id.slice(0, at) as PendingKind;
        const id = entry._id.slice(at + 1);
        try {
          await this.run(kind, id, {});
        } catch (error) {
          if (isSearchUnavailable(error)) break;
          if (error instanceof SourceUnavailable) {
            // Its owner is down: to the back of the line, the others go on.
            await this.pending.updateOne({ _id: entry._id, at: entry.at }, { $set: { at: new Date() } });
            continue;
          }
          this.log?.error({ err: error, kind, id }, 'search projection: item cannot be indexed');
        }
        // Only the entry as it was read: a newer failure noted meanwhile stays.
        await this.pending.deleteOne({ _id: entry._id, at: entry.at });
        done += 1;
      }
    } finally {
      this.sweeping = false;
    }
    return done;
  }

  /** Retries every `intervalMs`; `prepare` (making missing indexes) runs first until it succeeds once. */
  startRetries(intervalMs: number, prepare?: () => Promise<void>): void {
    let prepared = !prepare;
    this.timer = setInterval(() => {
      void (async () => {
        if (!prepared) {
          await prepare!();
          prepared = true;
        }
        await this.retryPending();
      })().catch((error: unknown) => this.log?.debug({ err: error }, 'search retry failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stopRetries(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
