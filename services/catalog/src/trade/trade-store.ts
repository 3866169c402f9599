import type { Model } from 'mongoose';
import type { EventActor, Lang } from '@trade/contracts';
import { newEvent, outboxOf, withEvents } from '@trade/service-kit';
import { catalogFail, invalidField } from '../errors';
import { isPublic } from '../search/search-documents';
import { COUNTRIES } from '../reference/countries';
import { galleryOf } from '../model/gallery';
import type { Product, ProductModel } from '../model/product.model';
import type { Inquiry, InquiryModel, Quote, QuoteModel } from '../model/trade.models';
import type { InquiryAddBody, InquiryView, QuoteAddBody, QuoteView, TradeListQuery } from './trade.schemas';

/** Inquiries on supply and quotes on demand: who may send them, and the lists each side sees. */
export class TradeStore {
  constructor(
    private readonly supplies: ProductModel,
    private readonly demands: ProductModel,
    readonly inquiries: InquiryModel,
    readonly quotes: QuoteModel,
    private readonly eventsRecorded: <T>(model: Model<T>, id: unknown) => void,
  ) {}

  /** The product, read from MongoDB (the source of truth), if another member may trade on it now. */
  private async tradable(model: ProductModel, id: string, memberId: string): Promise<Product> {
    const product = await model.findById(id).lean<Product>();
    if (!product || product.deletedAt) throw catalogFail('NOT_FOUND');
    if (!isPublic(product)) throw catalogFail('NOT_TRADABLE');
    if (product.memberId === memberId) throw catalogFail('OWN_PRODUCT');
    return product;
  }

  async inquire(memberId: string, body: InquiryAddBody, lang?: Lang): Promise<Inquiry> {
    if (!Object.hasOwn(COUNTRIES, body.country)) throw invalidField('country', 'unknown country');
    const supply = await this.tradable(this.supplies, body.supplyId, memberId);
    const doc = new this.inquiries({
      ...body,
      remark: body.remark ?? '',
      fromLang: lang ?? null,
      ownerMemberId: supply.memberId,
      fromMemberId: memberId,
      productName: supply.name,
      productImage: galleryOf(supply).images[0] ?? '',
      productPrice: supply.price ?? null,
      productUnit: supply.unit,
    });
    const id = String(doc._id);
    Object.assign(
      doc,
      outboxOf(
        newEvent('catalog', 'trade.inquiry.created', id, {
          id,
          supplyId: body.supplyId,
          productName: supply.name,
          ownerMemberId: supply.memberId,
          ownerEmail: supply.email,
          ownerLang: supply.lang ?? undefined,
          fromMemberId: memberId,
          quantity: body.quantity,
          unit: supply.unit,
          companyName: body.companyName,
          email: body.email,
          country: body.country,
          remark: body.remark,
        }),
      ),
    );
    await doc.save();
    this.eventsRecorded(this.inquiries, doc._id);
    return doc.toObject({ transform: false, virtuals: false }) as Inquiry;
  }

  /** A member's quote; `by` is the admin when the back office quotes on the member's behalf. */
  async quote(memberId: string, body: QuoteAddBody, lang?: Lang, by?: EventActor): Promise<Quote> {
    const demand = await this.tradable(this.demands, body.demandId, memberId);
    const doc = new this.quotes({
      ...body,
      message: body.message ?? '',
      fromLang: lang ?? null,
      ownerMemberId: demand.memberId,
      fromMemberId: memberId,
      productName: demand.name,
      productImage: galleryOf(demand).images[0] ?? '',
      productPrice: demand.price ?? null,
      productUnit: demand.unit,
    });
    const id = String(doc._id);
    Object.assign(
      doc,
      outboxOf(
        newEvent(
          'catalog',
          'trade.quote.created',
          id,
          {
            id,
            demandId: body.demandId,
            productName: demand.name,
            ownerMemberId: demand.memberId,
            ownerEmail: demand.email,
            ownerLang: demand.lang ?? undefined,
            fromMemberId: memberId,
            companyName: body.companyName,
            quantity: body.quantity,
            unitPrice: body.unitPrice,
            currency: body.currency,
            message: body.message,
            ...(by ? { onBehalfOf: memberId } : {}),
          },
          by,
        ),
      ),
    );
    await doc.save();
    this.eventsRecorded(this.quotes, doc._id);
    return doc.toObject({ transform: false, virtuals: false }) as Quote;
  }

  /**
   * The supplier answers an inquiry on their supply, once. Only the supply's owner may:
   * anyone else (the sender included) gets 404, as for a guessed id.
   */
  async reply(memberId: string, id: string, text: string): Promise<InquiryView> {
    const inquiry = await this.inquiries.findById(id).lean<Inquiry>();
    if (!inquiry || inquiry.ownerMemberId !== memberId) throw catalogFail('NOT_FOUND');
    if (inquiry.reply) throw catalogFail('ALREADY_ANSWERED');
    const reply = text.trim();
    if (!reply) throw invalidField('reply', 'required');
    const $set = { reply, repliedAt: new Date() };
    const event = newEvent('catalog', 'trade.inquiry.replied', id, {
      id,
      supplyId: inquiry.supplyId,
      productName: inquiry.productName,
      ownerMemberId: inquiry.ownerMemberId,
      fromMemberId: inquiry.fromMemberId,
      fromEmail: inquiry.email,
      fromLang: (inquiry.fromLang as Lang | null) ?? undefined,
      reply,
    });
    // Matching the empty reply makes a second, concurrent reply miss instead of overwrite.
    const result = await this.inquiries.updateOne({ _id: id, reply: '' }, withEvents({ $set }, event));
    if (result.matchedCount === 0) throw catalogFail('ALREADY_ANSWERED');
    this.eventsRecorded(this.inquiries, id);
    return inquiryView({ ...inquiry, ...$set });
  }

  /**
   * The demand owner accepts or declines a quotation, once. The accepted quote, with its
   * terms in `trade.quote.accepted`, is what a contract can later start from.
   */
  async decide(memberId: string, id: string, decision: 'accepted' | 'declined'): Promise<QuoteView> {
    const quote = await this.quotes.findById(id).lean<Quote>();
    if (!quote || quote.ownerMemberId !== memberId) throw catalogFail('NOT_FOUND');
    if (quote.decision && quote.decision !== 'pending') throw catalogFail('ALREADY_ANSWERED');
    const decidedAt = new Date();
    const $set = { decision, decidedAt };
    const view = quoteView({ ...quote, ...$set });
    const data = {
      id,
      demandId: quote.demandId,
      productName: quote.productName,
      ownerMemberId: quote.ownerMemberId,
      fromMemberId: quote.fromMemberId,
      fromLang: (quote.fromLang as Lang | null) ?? undefined,
      companyName: quote.companyName,
      quantity: quote.quantity,
      unit: quote.productUnit,
      unitPrice: quote.unitPrice,
      currency: quote.currency,
      total: view.total,
      decidedAt: decidedAt.toISOString(),
    };
    const event =
      decision === 'accepted'
        ? newEvent('catalog', 'trade.quote.accepted', id, data)
        : newEvent('catalog', 'trade.quote.declined', id, data);
    const result = await this.quotes.updateOne(
      { _id: id, decision: { $in: ['pending', null] } },
      withEvents({ $set }, event),
    );
    if (result.matchedCount === 0) throw catalogFail('ALREADY_ANSWERED');
    this.eventsRecorded(this.quotes, id);
    return view;
  }

  /** Inquiries the member received (on own supply) or sent; admins pass no member. */
  async inquiryPage(query: TradeListQuery, memberId?: string) {
    const filter: Record<string, unknown> = {};
    if (memberId) filter[query.box === 'sent' ? 'fromMemberId' : 'ownerMemberId'] = memberId;
    if (!query.productId)
      return this.mongoPage<Inquiry, InquiryView>(this.inquiries, filter, query, inquiryView);
    filter.supplyId = query.productId;
    const rows = (await this.inquiries.find(filter).lean<Inquiry[]>()).map(inquiryView);
    return pageOf(rows, query);
  }

  /** Quotes the member received (on own demand) or sent, sortable for side-by-side comparison. */
  async quotePage(query: TradeListQuery, memberId?: string) {
    const filter: Record<string, unknown> = {};
    if (memberId) filter[query.box === 'sent' ? 'fromMemberId' : 'ownerMemberId'] = memberId;
    if (!query.productId) return this.mongoPage<Quote, QuoteView>(this.quotes, filter, query, quoteView);
    filter.demandId = query.productId;
    const rows = (await this.quotes.find(filter).lean<Quote[]>()).map(quoteView);
    return pageOf(rows, query);
  }

  /** Across products: a bounded MongoDB page (the total is not a stored field, so it sorts by price). */
  private async mongoPage<T, V>(
    model: Model<T>,
    filter: Record<string, unknown>,
    query: TradeListQuery,
    view: (doc: T) => V,
  ): Promise<{ rows: V[]; total: number }> {
    const prop = query.prop === 'total' ? 'unitPrice' : (query.prop ?? 'createdAt');
    const sort = { [prop]: query.order?.startsWith('asc') ? 1 : -1 } as Record<string, 1 | -1>;
    const [docs, total] = await Promise.all([
      model
        .find(filter)
        .sort(sort)
        .skip((query.pageNumber - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean<T[]>(),
      model.countDocuments(filter),
    ]);
    return { rows: docs.map(view), total };
  }

  /**
   * One inquiry or quote, for its sender or the owner of its product (anyone else: 404).
   * Without a type the id is tried as an inquiry, then as a quote: a trade link carries only the id.
   */
  async info(id: string, memberId: string, type?: 'inquiry' | 'quote'): Promise<InquiryView | QuoteView> {
    const inquiry = type === 'quote' ? null : await this.inquiries.findById(id).lean<Inquiry>();
    const quote = inquiry || type === 'inquiry' ? null : await this.quotes.findById(id).lean<Quote>();
    const doc = inquiry ?? quote;
    if (!doc || (doc.ownerMemberId !== memberId && doc.fromMemberId !== memberId))
      throw catalogFail('NOT_FOUND');
    return inquiry ? inquiryView(inquiry) : quoteView(quote!);
  }
}

/** Sorts and pages in memory: one member's trades on one product stay few. */
function pageOf<T extends { createdAt: string }>(rows: T[], query: TradeListQuery) {
  const prop = (query.prop ?? 'createdAt') as keyof T;
  const dir = query.order?.startsWith('asc') ? 1 : -1;
  rows.sort((a, b) => {
    const x = a[prop] as unknown as string | number;
    const y = b[prop] as unknown as string | number;
    return (x < y ? -1 : x > y ? 1 : 0) * dir;
  });
  const start = (query.pageNumber - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
}

function snapshotView(doc: Inquiry | Quote) {
  return {
    id: String(doc._id),
    productName: doc.productName,
    productImage: doc.productImage ?? '',
    productPrice: doc.productPrice ?? null,
    productUnit: doc.productUnit,
    ownerMemberId: doc.ownerMemberId,
    fromMemberId: doc.fromMemberId,
    companyName: doc.companyName,
    quantity: doc.quantity,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export const inquiryView = (doc: Inquiry): InquiryView => ({
  ...snapshotView(doc),
  type: 'inquiry',
  supplyId: doc.supplyId,
  email: doc.email,
  country: doc.country,
  remark: doc.remark ?? '',
  reply: doc.reply ?? '',
  repliedAt: doc.repliedAt ? new Date(doc.repliedAt).toISOString() : null,
});

export const quoteView = (doc: Quote): QuoteView => ({
  ...snapshotView(doc),
  type: 'quote',
  demandId: doc.demandId,
  unitPrice: doc.unitPrice,
  currency: doc.currency,
  total: Math.round(doc.unitPrice * doc.quantity * 100) / 100,
  message: doc.message ?? '',
  decision: (doc.decision as QuoteView['decision'] | undefined) ?? 'pending',
  decidedAt: doc.decidedAt ? new Date(doc.decidedAt).toISOString() : null,
});
