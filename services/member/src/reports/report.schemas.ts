import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { PageQuery, Type } from '@trade/service-kit';
import { FACT_KINDS } from './report-fact.model';

export { PageQuery };

const Series = Type.Object({
  key: Type.String(),
  label: Type.String({ description: 'in the request language' }),
});

export const ReportGroupBody = Type.Object({});
export const ReportGroupReply = EnvelopeSchema(
  Type.Array(
    Type.Object({
      key: Type.String({ description: 'the dimension to ask groupQuery for' }),
      label: Type.String(),
      series: Type.Array(Series, { description: 'the figures each row of the dimension gives' }),
    }),
  ),
);

export const ReportGroupQueryBody = Type.Object({
  dimension: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'one of group’s keys: overview, month, country, contractStatus, contractAmount',
  }),
  months: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 36,
      default: 12,
      description: 'how many months `month` gives, ending now',
    }),
  ),
});
export const ReportGroupQueryReply = EnvelopeSchema(
  Type.Object({
    dimension: Type.String(),
    label: Type.String(),
    series: Type.Array(Series),
    rows: Type.Array(
      Type.Object({
        key: Type.String({
          description: 'a metric, a month (YYYY-MM), a country code (or `unknown`), a status, a currency',
        }),
        label: Type.String(),
        values: Type.Record(Type.String(), Type.Number(), { description: 'one number per series key' }),
      }),
    ),
  }),
);

export const ReportPageReply = PageSchema(
  Type.Object({
    id: Type.String(),
    kind: Type.Union(FACT_KINDS.map((k) => Type.Literal(k))),
    itemId: Type.String({ description: 'the supply, demand, inquiry, quotation or contract' }),
    title: Type.String(),
    country: Type.String({ description: 'the counterparty’s country code; empty when unknown' }),
    status: Type.String(),
    currency: Type.String(),
    amount: Type.String({ description: 'a quotation’s or contract’s total, two decimals; empty for none' }),
    month: Type.String({ description: 'YYYY-MM, China time' }),
    at: Type.String({ format: 'date-time' }),
  }),
);
