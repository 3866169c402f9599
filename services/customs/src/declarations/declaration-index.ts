import type { Client } from '@opensearch-project/opensearch';
import type { Model } from 'mongoose';
import type { EventType } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import type { DeclarationType } from './ceb-catalogue';
import type { DeclarationDoc } from './declaration.model';

/** What a list row shows of a declaration: the projection the lists answer from. */
export interface DeclarationRow {
  id: string;
  memberId: string;
  type: string;
  direction: string;
  status: string;
  error: boolean;
  /** From a message the schema refused (these show on the error list only). */
  invalid: boolean;
  errorMessage: string;
  returnStatus: number | null;
  returnInfo: string;
  orderNo: string;
  logisticsNo: string;
  invtNo: string;
  copNo: string;
  preNo: string;
  billNo: string;
  payTransactionId: string;
  ebcCode: string;
  ebcName: string;
  ebpCode: string;
  ebpName: string;
  logisticsCode: string;
  agentCode: string;
  payCode: string;
  appType: string;
  appStatus: string;
  appTime: string;
  /** The document's money: goods value, inventory freight, payment, receipt or waybill freight. */
  amount: string;
  currency: string;
  itemCount: number;
  source: string;
  appDate: string | null;
  createdAt: string;
  updatedAt: string;
}

const AMOUNT_FIELDS = ['goodsValue', 'amountPaid', 'charge', 'freight'];

export function rowOf(doc: DeclarationDoc): DeclarationRow {
  const fields = (doc.fields ?? {}) as Record<string, string>;
  const amountField = AMOUNT_FIELDS.find((field) => fields[field]);
  return {
    id: doc._id,
    memberId: doc.memberId,
    type: doc.type,
    direction: doc.direction,
    status: doc.status,
    error: doc.error ?? false,
    invalid: doc._id.startsWith('invalid:'),
    errorMessage: (doc.errorMessage ?? '').slice(0, 1000),
    returnStatus: doc.returnStatus ?? null,
    returnInfo: doc.returnInfo ?? '',
    orderNo: doc.orderNo ?? '',
    logisticsNo: doc.logisticsNo ?? '',
    invtNo: doc.invtNo ?? '',
    copNo: doc.copNo ?? '',
    preNo: doc.preNo ?? '',
    billNo: doc.billNo ?? '',
    payTransactionId: doc.payTransactionId ?? '',
    ebcCode: doc.ebcCode ?? '',
    ebcName: doc.ebcName ?? '',
    ebpCode: doc.ebpCode ?? '',
    ebpName: doc.ebpName ?? '',
    logisticsCode: doc.logisticsCode ?? '',
    agentCode: doc.agentCode ?? '',
    payCode: doc.payCode ?? '',
    appType: doc.appType ?? '',
    appStatus: doc.appStatus ?? '',
    appTime: fields.appTime ?? '',
    amount: amountField ? (fields[amountField] ?? '') : '',
    currency: fields.currency ?? fields.fCurrency ?? '',
    itemCount: (doc.items ?? []).length,
    source: doc.source,
    appDate: doc.appDate ? doc.appDate.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const keyword = { type: 'keyword' } as const;
const MAPPING = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    memberId: keyword,
    type: keyword,
    direction: keyword,
    status: keyword,
    error: { type: 'boolean' },
    invalid: { type: 'boolean' },
    errorMessage: { type: 'keyword', index: false },
    returnStatus: { type: 'integer' },
    returnInfo: { type: 'keyword', index: false },
    orderNo: keyword,
    logisticsNo: keyword,
    invtNo: keyword,
    copNo: keyword,
    preNo: keyword,
    billNo: keyword,
    payTransactionId: keyword,
    ebcCode: keyword,
    ebcName: keyword,
    ebpCode: keyword,
    ebpName: keyword,
    logisticsCode: keyword,
    agentCode: keyword,
    payCode: keyword,
    appType: keyword,
    appStatus: keyword,
    appTime: keyword,
    amount: { type: 'keyword', index: false },
    currency: keyword,
    itemCount: { type: 'integer' },
    source: keyword,
    appDate: { type: 'date' },
    createdAt: { type: 'date' },
    updatedAt: { type: 'date' },
  },
} as const;

/** The list filters (all optional): the list template sends them as they are. */
export interface ListFilters {
  status?: string;
  /** YYYY-MM-DD, inclusive, on appTime (China time). */
  dateFrom?: string;
  dateTo?: string;
  orderNo?: string;
  logisticsNo?: string;
  invtNo?: string;
  copNo?: string;
  billNo?: string;
}

export const SORTABLE = [
  'appDate',
  'createdAt',
  'updatedAt',
  'orderNo',
  'logisticsNo',
  'invtNo',
  'copNo',
  'status',
] as const;
export type Sortable = (typeof SORTABLE)[number];

export interface ListRequest extends ListFilters {
  memberId: string;
  type: DeclarationType;
  /** errors: the errorPage (refused messages and error receipts); all: the page. */
  view: 'all' | 'errors';
  prop?: Sortable;
  order?: 'asc' | 'desc';
}

/** Largest offset a page may reach (OpenSearch's result window); the Excel export walks past it. */
export const MAX_WINDOW = 10_000;

/**
 * The declaration lists' projection in OpenSearch (`<prefix>declarations`), fed by the
 * trade.declaration.* events: each names a declaration, which is read again from the
 * store and written as its list row (or removed when gone), so replays do no harm.
 */
export class DeclarationIndex {
  readonly name: string;

  constructor(
    readonly client: Client,
    prefix: string,
  ) {
    this.name = `${prefix}declarations`;
  }

  async ensure(): Promise<void> {
    const exists = await this.client.indices.exists({ index: this.name });
    if (exists.body) return;
    await this.client.indices
      .create({
        index: this.name,
        body: { settings: { number_of_shards: 1, number_of_replicas: 0 }, mappings: MAPPING as never },
      })
      .catch((error: { meta?: { body?: { error?: { type?: string } } } }) => {
        // Another replica made it first.
        if (error.meta?.body?.error?.type !== 'resource_already_exists_exception') throw error;
      });
  }

  async put(doc: DeclarationDoc): Promise<void> {
    await this.client.index({ index: this.name, id: doc._id, body: rowOf(doc) as never });
  }

  async remove(id: string): Promise<void> {
    await this.client.delete({ index: this.name, id }, { ignore: [404] });
  }

  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.name });
  }

  async drop(): Promise<void> {
    await this.client.indices.delete({ index: this.name }, { ignore: [404] });
  }

  private query(request: ListRequest) {
    const filter: unknown[] = [{ term: { memberId: request.memberId } }, { term: { type: request.type } }];
    if (request.view === 'errors') filter.push({ term: { error: true } });
    else filter.push({ term: { invalid: false } });
    if (request.status) filter.push({ term: { status: request.status } });
    const range: Record<string, string> = {};
    if (request.dateFrom) range.gte = `${request.dateFrom}T00:00:00+08:00`;
    if (request.dateTo) range.lte = `${request.dateTo}T23:59:59.999+08:00`;
    if (Object.keys(range).length > 0) filter.push({ range: { appDate: range } });
    for (const field of ['orderNo', 'logisticsNo', 'invtNo', 'copNo', 'billNo'] as const) {
      const value = request[field]?.trim();
      if (value) filter.push({ prefix: { [field]: value } });
    }
    return { bool: { filter } } as never;
  }

  private sort(request: ListRequest) {
    const order = request.order ?? 'desc';
    const prop = request.prop ?? 'appDate';
    return [{ [prop]: { order, missing: order === 'desc' ? '_last' : '_first' } }, { id: { order: 'asc' } }];
  }

  async page(
    request: ListRequest,
    from: number,
    size: number,
  ): Promise<{ rows: DeclarationRow[]; total: number }> {
    const res = await this.client.search({
      index: this.name,
      body: {
        query: this.query(request),
        sort: this.sort(request) as never,
        from,
        size,
        track_total_hits: true,
      },
    });
    const hits = res.body.hits;
    const total = typeof hits.total === 'number' ? hits.total : (hits.total?.value ?? 0);
    return { rows: hits.hits.map((hit) => hit._source as unknown as DeclarationRow), total };
  }

  /** Every row of the list, in order, a batch at a time (search_after: no window limit). */
  async *all(request: ListRequest, batch = 1000): AsyncGenerator<DeclarationRow> {
    let after: unknown[] | undefined;
    for (;;) {
      const res = await this.client.search({
        index: this.name,
        body: {
          query: this.query(request),
          sort: this.sort(request) as never,
          size: batch,
          ...(after ? { search_after: after as never } : {}),
        },
      });
      const hits = res.body.hits.hits;
      for (const hit of hits) yield hit._source as unknown as DeclarationRow;
      if (hits.length < batch) return;
      after = hits[hits.length - 1]!.sort as unknown[];
    }
  }
}

const DECLARATION_EVENTS: Extract<EventType, `trade.declaration.${string}`>[] = [
  'trade.declaration.received',
  'trade.declaration.rejected',
  'trade.declaration.declared',
  'trade.declaration.receipt',
];

/** Keeps the index in step with the store, from the declaration events. */
export function feedDeclarationIndex(
  service: Service,
  index: DeclarationIndex,
  declarations: Model<DeclarationDoc>,
  groupId: string,
): void {
  const sync = async (event: { subject: string }) => {
    const doc = await declarations.findById(event.subject).lean<DeclarationDoc>();
    if (doc) await index.put(doc);
    else await index.remove(event.subject);
  };
  service.consume({
    groupId,
    topics: ['trade.declaration'],
    handlers: Object.fromEntries(DECLARATION_EVENTS.map((type) => [type, sync])),
  });
}
