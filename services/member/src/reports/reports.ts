import type { Model } from 'mongoose';
import { CONTRACT_STATUSES, type Lang } from '@trade/contracts';
import { toMongoQuery, type ListPolicy, type PageQuery } from '@trade/service-kit';
import { formatAmount } from '../contracts/money';
import { fieldRefused } from '../errors';
import type { FactKind, ReportFact } from './report-fact.model';
import { monthOf } from './report-projector';
import {
  DIMENSION_LABELS,
  DIMENSIONS,
  METRIC_LABELS,
  STATUS_LABELS,
  UNKNOWN_COUNTRY,
  type Dimension,
  type Metric,
} from './report-labels';

const METRIC_OF: Record<FactKind, Metric> = {
  supply: 'supplies',
  demand: 'demands',
  inquiryReceived: 'inquiriesReceived',
  inquirySent: 'inquiriesSent',
  quoteReceived: 'quotesReceived',
  quoteSent: 'quotesSent',
  contract: 'contracts',
};
const TRADE_METRICS: Metric[] = Object.values(METRIC_OF);
/** Who the counterparty is makes sense for these: a posted supply or demand has none. */
const COUNTERPARTY_METRICS: Metric[] = [
  'inquiriesReceived',
  'inquiriesSent',
  'quotesReceived',
  'quotesSent',
  'contracts',
];
/** The contracts whose amounts count as traded: approved by the back office and not terminated. */
const SIGNED = new Set(['approved', 'executing', 'completed']);

const POLICY: ListPolicy = {
  fields: {
    kind: 'string',
    month: 'string',
    country: 'string',
    status: 'string',
    currency: 'string',
    at: 'date',
  },
  defaultSort: { at: -1 },
};

type Row = { key: string; label: string; values: Record<string, number> };
type Counted = Pick<ReportFact, 'kind' | 'country' | 'status' | 'currency' | 'amountMinor' | 'month'>;

/** The member's trade reports, answered from its facts only (the scope is always the caller). */
export class Reports {
  constructor(readonly facts: Model<ReportFact>) {}

  /** `/home/report/group`: the dimensions, with the figures each gives. */
  dimensions(lang: Lang) {
    return DIMENSIONS.map((key) => ({
      key,
      label: DIMENSION_LABELS[key][lang],
      series: this.series(key, lang),
    }));
  }

  /** A known dimension, or 400 naming `dimension` with the ones there are. */
  dimension(value: string, lang: Lang): Dimension {
    if ((DIMENSIONS as string[]).includes(value)) return value as Dimension;
    throw fieldRefused('REPORT_DIMENSION_UNKNOWN', 'dimension', lang, { dimensions: DIMENSIONS.join(', ') });
  }

  /** `/home/report/groupQuery`: one dimension's figures for the member. */
  async query(memberId: string, dimension: Dimension, lang: Lang, months = 12) {
    const facts = await this.facts
      .find(
        { memberId, deleted: false },
        { _id: 0, kind: 1, country: 1, status: 1, currency: 1, amountMinor: 1, month: 1 },
      )
      .lean<Counted[]>();
    const rows = ROWS[dimension](facts, lang, months);
    return {
      dimension,
      label: DIMENSION_LABELS[dimension][lang],
      series: this.series(dimension, lang),
      rows,
    };
  }

  /** `/home/report/page`: the member's counted items, newest first, filtered on kind, month, country, status. */
  async page(memberId: string, query: PageQuery) {
    const q = toMongoQuery(query, POLICY, { memberId, deleted: false });
    const [rows, total] = await Promise.all([
      this.facts.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<ReportFact[]>(),
      this.facts.countDocuments(q.filter),
    ]);
    return {
      total,
      rows: rows.map((fact) => ({
        id: fact._id,
        kind: fact.kind,
        itemId: fact.itemId,
        title: fact.title ?? '',
        country: fact.country ?? '',
        status: fact.status ?? '',
        currency: fact.currency ?? '',
        amount: fact.currency ? formatAmount(fact.amountMinor ?? 0) : '',
        month: fact.month,
        at: fact.at.toISOString(),
      })),
    };
  }

  private series(dimension: Dimension, lang: Lang) {
    const keys: Metric[] =
      dimension === 'month'
        ? TRADE_METRICS
        : dimension === 'country'
          ? COUNTERPARTY_METRICS
          : dimension === 'contractAmount'
            ? ['contracts', 'amount']
            : ['count'];
    return keys.map((key) => ({ key, label: METRIC_LABELS[key][lang] }));
  }
}

const zeros = (metrics: Metric[]) => Object.fromEntries(metrics.map((m) => [m, 0]));

/** The last `months` months, oldest first, ending with this one (China time). */
function lastMonths(months: number): string[] {
  const [year, month] = monthOf(new Date()).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const ROWS: Record<Dimension, (facts: Counted[], lang: Lang, months: number) => Row[]> = {
  overview(facts, lang) {
    const counts = zeros(TRADE_METRICS);
    for (const fact of facts) counts[METRIC_OF[fact.kind]]! += 1;
    return TRADE_METRICS.map((m) => ({
      key: m,
      label: METRIC_LABELS[m][lang],
      values: { count: counts[m]! },
    }));
  },
  month(facts, _lang, months) {
    const rows = new Map(
      lastMonths(months).map((m) => [m, { key: m, label: m, values: zeros(TRADE_METRICS) }]),
    );
    for (const fact of facts) {
      const row = rows.get(fact.month);
      if (row) row.values[METRIC_OF[fact.kind]]! += 1;
    }
    return [...rows.values()];
  },
  country(facts, lang) {
    const rows = new Map<string, Row>();
    for (const fact of facts) {
      const metric = METRIC_OF[fact.kind];
      if (!COUNTERPARTY_METRICS.includes(metric)) continue;
      const key = fact.country || 'unknown';
      let row = rows.get(key);
      if (!row) {
        row = { key, label: fact.country || UNKNOWN_COUNTRY[lang], values: zeros(COUNTERPARTY_METRICS) };
        rows.set(key, row);
      }
      row.values[metric]! += 1;
    }
    const total = (row: Row) => Object.values(row.values).reduce((a, b) => a + b, 0);
    return [...rows.values()].sort((a, b) => total(b) - total(a) || a.key.localeCompare(b.key));
  },
  contractStatus(facts, lang) {
    const counts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0]));
    for (const fact of facts)
      if (fact.kind === 'contract' && fact.status in counts) counts[fact.status]! += 1;
    return CONTRACT_STATUSES.map((s) => ({
      key: s,
      label: STATUS_LABELS[s][lang],
      values: { count: counts[s]! },
    }));
  },
  contractAmount(facts) {
    const rows = new Map<string, { count: number; minor: bigint }>();
    for (const fact of facts) {
      if (fact.kind !== 'contract' || !SIGNED.has(fact.status ?? '')) continue;
      const row = rows.get(fact.currency ?? '') ?? { count: 0, minor: 0n };
      row.count += 1;
      row.minor += BigInt(fact.amountMinor ?? 0);
      rows.set(fact.currency ?? '', row);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, row]) => ({
        key: currency,
        label: currency,
        values: { contracts: row.count, amount: Number(formatAmount(row.minor)) },
      }));
  },
};
