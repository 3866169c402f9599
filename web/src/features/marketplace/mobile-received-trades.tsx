import { useState } from 'react';
import { DotLoading, List, Selector, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCountriesQuery, useReceivedInquiriesQuery, useReceivedQuotesQuery, type Trade } from './api';
import { marketLinks, shortTime } from './market-links';
import { useUnits } from '@/components/dict-select/use-units';

const PAGE = { pageNumber: 1, pageSize: 50 };

function Empty({ text }: { text: string }) {
  return (
    <List.Item>
      <span className="m-hint">{text}</span>
    </List.Item>
  );
}

/** Inquiries received on one supply, newest first, each opening its trade page. */
export function ReceivedInquiryList({ supplyId }: { supplyId: string }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const { data, isLoading } = useReceivedInquiriesQuery({ productId: supplyId, ...PAGE });
  const countries = useCountriesQuery().data ?? [];
  const countryName = (code?: string) => countries.find((c) => c.code === code)?.name ?? code ?? '';
  const rows = data?.rows ?? [];
  return (
    <List
      header={`${t('member:market.mobile.inquiries')} (${data?.total ?? 0})`}
      data-testid="received-trades"
    >
      {isLoading && <DotLoading color="primary" />}
      {!isLoading && rows.length === 0 && <Empty text={t('member:market.mobile.noInquiries')} />}
      {rows.map((r) => (
        <List.Item
          key={r.id}
          onClick={() => void navigate(marketLinks.trade(r.id))}
          description={`${countryName(r.country)} · ${r.email ?? ''} · ${shortTime(r.createdAt)}`}
          extra={`${r.quantity} ${unitName(r.productUnit)}`}
        >
          {r.companyName}
        </List.Item>
      ))}
    </List>
  );
}

type QuoteSort = 'unitPrice' | 'total' | 'createdAt';
const ORDER: Record<QuoteSort, 'asc' | 'desc'> = { unitPrice: 'asc', total: 'asc', createdAt: 'desc' };

/**
 * Quotes received on one demand, compared at a glance: sorted by unit price, total or
 * date (by the server), the lowest unit price marked, each opening its trade page.
 */
export function ReceivedQuoteList({ demandId }: { demandId: string }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const [sort, setSort] = useState<QuoteSort>('unitPrice');
  const { data, isFetching } = useReceivedQuotesQuery({
    productId: demandId,
    ...PAGE,
    prop: sort,
    order: ORDER[sort],
  });
  const rows = data?.rows ?? [];
  const lowest = Math.min(...rows.map((r) => r.unitPrice ?? Infinity));
  const money = (r: Trade, amount?: number) => `${amount ?? ''} ${r.currency ?? ''}`;
  return (
    <List
      header={
        <div className="m-list-header">
          <span>{`${t('member:market.mobile.quotes')} (${data?.total ?? 0})`}</span>
          {isFetching && <DotLoading color="primary" />}
        </div>
      }
      data-testid="received-trades"
    >
      <List.Item>
        <Selector<QuoteSort>
          columns={3}
          value={[sort]}
          onChange={(v) => v[0] && setSort(v[0])}
          options={(['unitPrice', 'total', 'createdAt'] as const).map((key) => ({
            value: key,
            label: t(`member:market.mobile.sort.${key}`),
          }))}
          data-testid="quote-sort"
        />
      </List.Item>
      {!isFetching && rows.length === 0 && <Empty text={t('member:market.mobile.noQuotes')} />}
      {rows.map((r) => (
        <List.Item
          key={r.id}
          data-testid="quote-row"
          onClick={() => void navigate(marketLinks.trade(r.id))}
          description={
            <>
              <div>
                {`${r.quantity} ${unitName(r.productUnit)} · ${t('member:market.trade.total')} ${money(r, r.total)}`}
              </div>
              <div>{shortTime(r.createdAt)}</div>
            </>
          }
          extra={
            <div className="m-price">
              {money(r, r.unitPrice)}
              {r.unitPrice === lowest && rows.length > 1 && (
                <Tag color="success" fill="outline">
                  {t('member:market.mobile.lowest')}
                </Tag>
              )}
            </div>
          }
        >
          {r.companyName}
        </List.Item>
      ))}
    </List>
  );
}
