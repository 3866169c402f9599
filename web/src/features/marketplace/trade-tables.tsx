import { useState } from 'react';
import { Card, Segmented, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import {
  TRADE_SORT_PROPS,
  useMyTradesQuery,
  useReceivedInquiriesQuery,
  useReceivedQuotesQuery,
  type Trade,
  type TradeSort,
} from './api';
import { shortTime as date } from './market-links';
import { useMarketOptions } from './product-form';
import { DecisionTag, InquiryReply, QuoteDecision } from './trade-answers';
import { useUnits } from '@/components/dict-select/use-units';

type Paging = { pageNumber: number; pageSize: number };

/** antd pagination over the server's paging. */
const serverPagination = (paging: Paging, setPaging: (p: Paging) => void, total = 0) => ({
  current: paging.pageNumber,
  pageSize: paging.pageSize,
  total,
  onChange: (pageNumber: number, pageSize: number) => setPaging({ pageNumber, pageSize }),
});

/** Countries by name in the reader's language (the server answers names in the request's). */
function useCountryName() {
  const { countryOptions } = useMarketOptions();
  const names = new Map(countryOptions.map((c) => [c.value, c.label]));
  return (code?: string) => (code ? (names.get(code) ?? code) : '');
}

function useInquiryColumns(box: 'received' | 'sent') {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const countryName = useCountryName();
  return [
    { title: t('member:market.trade.product'), dataIndex: 'productName' },
    { title: t('member:market.fields.companyName'), dataIndex: 'companyName' },
    {
      title: t('member:market.fields.quantity'),
      render: (_: unknown, r: Trade) => `${r.quantity} ${unitName(r.productUnit)}`,
    },
    { title: t('member:market.fields.email'), dataIndex: 'email' },
    {
      title: t('member:market.fields.country'),
      dataIndex: 'country',
      render: (code: string) => countryName(code),
    },
    { title: t('member:market.trade.remark'), dataIndex: 'remark' },
    { title: t('member:market.trade.date'), dataIndex: 'createdAt', render: date },
    {
      title: t('member:market.trade.reply'),
      key: 'reply',
      render: (_: unknown, r: Trade) => <InquiryReply trade={r} canReply={box === 'received'} />,
    },
  ];
}

/**
 * Quotes side by side (§ issue 5): supplier, unit price, quantity, total, currency, date
 * and message; the owner sorts by price, quantity, total or date (sorted by the server).
 */
export function QuoteComparison({
  productId,
  box = 'received',
}: {
  productId?: string;
  box?: 'received' | 'sent';
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<TradeSort>({ prop: 'unitPrice', order: 'asc' });
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: 20 });
  const received = useReceivedQuotesQuery({ productId, ...paging, ...sort }, { skip: box !== 'received' });
  const sent = useMyTradesQuery({ type: 'quote', box: 'sent', ...paging }, { skip: box !== 'sent' });
  const { data, isFetching } = box === 'received' ? received : sent;
  const sortable = (key: string) => ({
    sorter: true,
    sortOrder: sort.prop === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  return (
    <Table<Trade>
      rowKey="id"
      data-testid="quote-comparison"
      loading={isFetching}
      // Russian headings and the answer buttons are wider than the card: the table scrolls, not the page.
      scroll={{ x: 'max-content' }}
      dataSource={data?.rows ?? []}
      pagination={serverPagination(paging, setPaging, data?.total)}
      onChange={(_p, _f, sorter) => {
        const s = sorter as SorterResult<Trade>;
        const prop = TRADE_SORT_PROPS.find((name) => name === s.field);
        setSort(s.order && prop ? { prop, order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
      }}
      columns={[
        { title: t('member:market.trade.product'), dataIndex: 'productName' },
        { title: t('member:market.trade.supplier'), dataIndex: 'companyName' },
        { title: t('member:market.trade.unitPrice'), dataIndex: 'unitPrice', ...sortable('unitPrice') },
        { title: t('member:market.fields.quantity'), dataIndex: 'quantity', ...sortable('quantity') },
        { title: t('member:market.trade.total'), dataIndex: 'total', ...sortable('total') },
        { title: t('member:market.trade.currency'), dataIndex: 'currency' },
        {
          title: t('member:market.trade.date'),
          dataIndex: 'createdAt',
          render: date,
          ...sortable('createdAt'),
        },
        { title: t('member:market.trade.message'), dataIndex: 'message' },
        {
          title: t('member:market.trade.decision'),
          key: 'decision',
          render: (_: unknown, r: Trade) =>
            box === 'received' ? <QuoteDecision trade={r} /> : <DecisionTag trade={r} />,
        },
      ]}
    />
  );
}

/** Inquiries received on the member's supply or sent by it. */
function InquiriesCard({ box }: { box: 'received' | 'sent' }) {
  const [paging, setPaging] = useState<Paging>({ pageNumber: 1, pageSize: 20 });
  const received = useReceivedInquiriesQuery(paging, { skip: box !== 'received' });
  const sent = useMyTradesQuery({ type: 'inquiry', box: 'sent', ...paging }, { skip: box !== 'sent' });
  const { data, isFetching } = box === 'received' ? received : sent;
  return (
    <Card>
      <Table<Trade>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        columns={useInquiryColumns(box)}
        scroll={{ x: 'max-content' }}
        pagination={serverPagination(paging, setPaging, data?.total)}
      />
    </Card>
  );
}

/** /product/inquiry: inquiries received on the member's supply. */
export const ReceivedInquiries = () => <InquiriesCard box="received" />;

/** /product/inquiryList: inquiries the member sent. */
export const SentInquiries = () => <InquiriesCard box="sent" />;

/** /product/quote and /product/quotationList: quotes received (comparison) or sent. */
export function QuotesCard({ withSent = false }: { withSent?: boolean }) {
  const { t } = useTranslation();
  const [box, setBox] = useState<'received' | 'sent'>('received');
  return (
    <Card
      extra={
        withSent ? (
          <Segmented
            value={box}
            onChange={(v) => setBox(v as 'received' | 'sent')}
            options={[
              { label: t('member:market.trade.received'), value: 'received' },
              { label: t('member:market.trade.sent'), value: 'sent' },
            ]}
          />
        ) : null
      }
    >
      <QuoteComparison box={box} />
    </Card>
  );
}
