import type { Model } from 'mongoose';
import { newEvent, withEvents, outboxOf } from '@trade/service-kit';
import type { EventActor, EventData, Identity, Lang, TradeEvent } from '@trade/contracts';
import { catalogFail, invalidField } from '../errors';
import { categoryById } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import { checkUnit, type UnitCodes } from '../reference/units';
import type { ApplyOptions, SearchProjection } from '../search/search-projection';
import { galleryOf, type GalleryCheck } from '../model/gallery';
import type { AuditStatus, Product, ProductKind, ProductModel } from '../model/product.model';
import type { ProductAddBody } from './product.schemas';

/** A member's new or edited item waits for review. */
const AWAITING_REVIEW: AuditStatus = 'pending';

/** The review state a save leaves: pending for a member's, approved (now) for an admin's. */
const reviewOf = (behalf?: OnBehalf) =>
  behalf
    ? { auditStatus: 'approved' as AuditStatus, auditedAt: new Date() }
    : { auditStatus: AWAITING_REVIEW };

/** What an audit adds to the item's snapshot (the reason of a rejection, who decided). */
type AuditedExtra = Pick<EventData<'trade.supply.audited'>, 'rejectReason' | 'auditedBy'>;
/** What a status change adds: what changed, the new status, who changed it. */
type StatusChangedExtra = Pick<EventData<'trade.supply.status-changed'>, 'change' | 'status' | 'changedBy'>;

/**
 * Fields of the §3 form that are the platform's, not the member's: `sortOrder` (the back
 * office pins listings with /admin/product.{kind}/changeStatus) and `companyName` (the
 * member's account's, from the signed identity). A member's values are dropped, so old
 * forms that still send them keep working.
 */
function memberFields(body: ProductAddBody) {
  const { sortOrder: _sortOrder, companyName: _companyName, ...fields } = body;
  return fields;
}

/** The member posting or editing an item, as the gateway signed them, and the language they use. */
export interface Poster {
  identity: Identity & { memberId: string };
  lang: Lang;
  requestId?: string;
}

/**
 * An admin saving an item on a member's behalf (/admin/product.{kind}/save). The admin is
 * the reviewer, so the item is approved at once; the event names the admin as its actor
 * and the member in `onBehalfOf`; the gallery may also show back-office library images.
 */
export interface OnBehalf {
  admin: Identity;
  actor: EventActor;
}

/**
 * Writes supply and demand products. Every write is one single-document update
 * carrying its event (outbox), then hints the relay and indexes the item for search (made
 * searchable before the answer, so the writer's next list shows it; the search engine
 * down or slow leaves it to the projection's retries, the write stands).
 */
export class ProductStore {
  constructor(
    readonly models: Record<ProductKind, ProductModel>,
    private readonly projection: SearchProjection,
    private readonly searchWrite: ApplyOptions,
    private readonly eventsRecorded: <T>(model: Model<T>, id: unknown) => void,
    private readonly galleries: GalleryCheck,
    private readonly units: UnitCodes,
  ) {}

  /** Checks what the schema cannot: known category and country, a readable validity date. */
  checkForm(body: ProductAddBody, now = Date.now()): { validUntil: Date } {
    if (!categoryById(body.categoryId)) throw invalidField('categoryId', 'unknown category');
    if (!Object.hasOwn(COUNTRIES, body.country)) throw invalidField('country', 'unknown country');
    const validUntil = new Date(body.validUntil);
    if (Number.isNaN(validUntil.getTime())) throw invalidField('validUntil', 'not a date');
    if (validUntil.getTime() <= now) throw invalidField('validUntil', 'must be in the future');
    return { validUntil };
  }

  async add(kind: ProductKind, poster: Poster, body: ProductAddBody, behalf?: OnBehalf): Promise<Product> {
    const { validUntil } = this.checkForm(body);
    await checkUnit(this.units, body.unit, poster.lang);
    const gallery = await this.galleries.resolve(poster.identity, body.gallery ?? [], poster.lang, {
      requestId: poster.requestId,
      alsoOf: behalf?.admin,
    });
    const model = this.models[kind];
    const doc = new model({
      ...memberFields(body),
      companyName: poster.identity.company ?? '',
      sortOrder: 0,
      gallery: gallery.ids,
      images: gallery.images,
      validUntil,
      memberId: poster.identity.memberId,
      lang: poster.lang,
      ...reviewOf(behalf),
    });
    const event = this.submitted(kind, doc.toObject({ transform: false, virtuals: false }), behalf);
    Object.assign(doc, outboxOf(event));
    await doc.save();
    return this.after(kind, doc.toObject({ transform: false, virtuals: false }));
  }

  /** Replaces the form fields; a member's edit always goes back to review. */
  async edit(
    kind: ProductKind,
    poster: Poster,
    id: string,
    body: ProductAddBody,
    behalf?: OnBehalf,
  ): Promise<Product> {
    const { validUntil } = this.checkForm(body);
    await checkUnit(this.units, body.unit, poster.lang);
    const { memberId } = poster.identity;
    const current = await this.owned(kind, memberId, id);
    const gallery = await this.galleries.resolve(poster.identity, body.gallery ?? [], poster.lang, {
      kept: galleryOf(current),
      requestId: poster.requestId,
      alsoOf: behalf?.admin,
    });
    const next = {
      ...memberFields(body),
      description: body.description ?? '',
      brand: body.brand ?? '',
      price: body.price ?? null,
      origin: body.origin ?? '',
      gallery: gallery.ids,
      images: gallery.images,
      // The owner's e-mails keep the language they chose; an admin's edit does not change it.
      lang: behalf ? (current.lang ?? poster.lang) : poster.lang,
      visible: body.visible ?? current.visible ?? true,
      companyName: poster.identity.company ?? current.companyName ?? '',
      contact: body.contact ?? '',
      phone: body.phone ?? '',
      validUntil,
      ...reviewOf(behalf),
      rejectReason: '',
    };
    const event = this.submitted(kind, { ...current, ...next }, behalf);
    return this.update(kind, { _id: id, memberId }, withEvents({ $set: next }, event));
  }

  /** Soft delete: the document stays (with its event) but is gone for everyone. */
  async remove(kind: ProductKind, id: string, by: EventActor, memberId?: string): Promise<void> {
    const current = memberId ? await this.owned(kind, memberId, id) : await this.found(kind, id);
    const $set = { deletedAt: new Date(), visible: false };
    const event = this.statusChanged(
      kind,
      { ...current, ...$set },
      {
        change: 'deleted',
        changedBy: by.sub,
      },
      by,
    );
    await this.update(kind, { _id: id }, withEvents({ $set }, event));
  }

  async changeStatus(
    kind: ProductKind,
    id: string,
    change: { visible?: boolean; status?: 'open' | 'closed'; sortOrder?: number },
    by: EventActor,
    memberId?: string,
  ): Promise<Product> {
    const current = memberId ? await this.owned(kind, memberId, id) : await this.found(kind, id);
    const $set: Record<string, unknown> = {};
    if (change.visible !== undefined) $set.visible = change.visible;
    if (change.status !== undefined) $set.status = change.status;
    // Only the admin route passes a sort order: the member's body schema has none.
    if (change.sortOrder !== undefined) $set.sortOrder = change.sortOrder;
    if (Object.keys($set).length === 0) throw invalidField('visible', 'visible or status is required');
    const event = this.statusChanged(
      kind,
      { ...current, ...$set },
      {
        change:
          change.status !== undefined ? 'status' : change.visible !== undefined ? 'visible' : 'sortOrder',
        status: change.status,
        changedBy: by.sub,
      },
      by,
    );
    return this.update(kind, { _id: id }, withEvents({ $set }, event));
  }

  async audit(
    kind: ProductKind,
    id: string,
    result: 'approved' | 'rejected',
    reason: string | undefined,
    by: EventActor,
  ): Promise<Product> {
    if (result === 'rejected' && !reason?.trim())
      throw catalogFail('REASON_REQUIRED', {}, [{ field: 'rejectReason', message: 'required' }]);
    const current = await this.found(kind, id);
    const $set = {
      auditStatus: result,
      rejectReason: result === 'rejected' ? reason!.trim() : '',
      auditedAt: new Date(),
    };
    const event = this.audited(
      kind,
      { ...current, ...$set },
      {
        rejectReason: $set.rejectReason || undefined,
        auditedBy: by.sub,
      },
      by,
    );
    return this.update(kind, { _id: id }, withEvents({ $set }, event));
  }

  /** The caller's own item; another member's (or a guessed id) is 404, never a hint that it exists. */
  async owned(kind: ProductKind, memberId: string, id: string): Promise<Product> {
    const doc = await this.models[kind].findById(id).lean<Product>();
    if (!doc || doc.memberId !== memberId || doc.deletedAt) throw catalogFail('NOT_FOUND');
    return doc;
  }

  async found(kind: ProductKind, id: string): Promise<Product> {
    const doc = await this.models[kind].findById(id).lean<Product>();
    if (!doc || doc.deletedAt) throw catalogFail('NOT_FOUND');
    return doc;
  }

  /** updateOne then a read by id: the local server cannot findAndModify with a projection. */
  private async update(
    kind: ProductKind,
    filter: { _id: string } & Record<string, unknown>,
    update: Record<string, unknown>,
  ) {
    const model = this.models[kind];
    const result = await model.updateOne(filter, update);
    if (result.matchedCount === 0) throw catalogFail('NOT_FOUND');
    const doc = await model.findById(filter._id).lean<Product>();
    if (!doc) throw catalogFail('NOT_FOUND');
    return this.after(kind, doc);
  }

  private async after(kind: ProductKind, doc: Product): Promise<Product> {
    this.eventsRecorded(this.models[kind], doc._id);
    await this.projection.written(kind, doc, this.searchWrite);
    return doc;
  }

  /** The item as the marketplace events carry it, without the kind (each event names its own). */
  private snapshot(doc: Product) {
    return {
      id: String(doc._id),
      memberId: doc.memberId,
      name: doc.name,
      categoryId: doc.categoryId,
      country: doc.country,
      ownerEmail: doc.email,
      lang: doc.lang ?? undefined,
      images: galleryOf(doc).images,
      auditStatus: doc.auditStatus,
      visible: doc.visible ?? true,
    };
  }

  /** `trade.<kind>.submitted`: the compiler checks each payload against its catalogue entry. */
  private submitted(kind: ProductKind, doc: Product, behalf?: OnBehalf): TradeEvent {
    const data = { ...this.snapshot(doc), ...(behalf ? { onBehalfOf: doc.memberId } : {}) };
    return kind === 'supply'
      ? newEvent('catalog', 'trade.supply.submitted', data.id, { ...data, kind }, behalf?.actor)
      : newEvent('catalog', 'trade.demand.submitted', data.id, { ...data, kind }, behalf?.actor);
  }

  private audited(kind: ProductKind, doc: Product, extra: AuditedExtra, by: EventActor): TradeEvent {
    const data = { ...this.snapshot(doc), ...extra };
    return kind === 'supply'
      ? newEvent('catalog', 'trade.supply.audited', data.id, { ...data, kind }, by)
      : newEvent('catalog', 'trade.demand.audited', data.id, { ...data, kind }, by);
  }

  private statusChanged(
    kind: ProductKind,
    doc: Product,
    extra: StatusChangedExtra,
    by: EventActor,
  ): TradeEvent {
    const data = { ...this.snapshot(doc), ...extra };
    return kind === 'supply'
      ? newEvent('catalog', 'trade.supply.status-changed', data.id, { ...data, kind }, by)
      : newEvent('catalog', 'trade.demand.status-changed', data.id, { ...data, kind }, by);
  }
}
