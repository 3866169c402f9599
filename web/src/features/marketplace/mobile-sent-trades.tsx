import { useState } from 'react';
import { Button, DotLoading, ErrorBlock, Image, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyTradesQuery, type Trade } from './api';
import { marketLinks, shortTime } from './market-links';
import './mobile-market.css';
import { thumbnail } from '@/lib/thumbnail';
import { useUnits } from '@/components/dict-select/use-units';

const PAGE_SIZE = 20;
type TradeType = Trade['type'];

/** What one sent trade shows in the list: quantity for an inquiry, price and total for a quote. */
function useSummary() {
  const { unitName } = useUnits();
  return (r: Trade) => {
    const quantity = `${r.quantity} ${unitName(r.productUnit)}`;
    return r.type === 'quote'
      ? `${quantity} × ${r.unitPrice} ${r.currency} = ${r.total} ${r.currency}`
      : quantity;
  };
}

/** One page of the sent list; the last loaded page offers the next. */
function SentPage({
  type,
  pageNumber,
  last,
  onMore,
}: {
  type: TradeType;
  pageNumber: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useSummary();
  const { data, isLoading } = useMyTradesQuery({ type, box: 'sent', pageNumber, pageSize: PAGE_SIZE });
  if (isLoading)
    return (
      <div className="m-loading">
        <DotLoading color="primary" />
      </div>
    );
  const rows = data?.rows ?? [];
  if (pageNumber === 1 && rows.length === 0)
    return <ErrorBlock status="empty" title={t('member:market.mobile.noSent')} description="" />;
  return (
    <>
      {rows.map((r) => (
        <List.Item
          key={r.id}
          data-testid="sent-trade"
          prefix={
            r.productImage ? (
              <Image src={thumbnail(r.productImage, 160)} width={48} height={48} fit="cover" />
            ) : undefined
          }
          description={`${summary(r)} · ${shortTime(r.createdAt)}`}
          onClick={() => void navigate(marketLinks.trade(r.id))}
        >
          {r.productName}
        </List.Item>
      ))}
      {last && (data?.total ?? 0) > pageNumber * PAGE_SIZE && (
        <List.Item>
          <Button block fill="none" color="primary" onClick={onMore}>
            {t('member:market.mobile.more')}
          </Button>
        </List.Item>
      )}
    </>
  );
}

/** /mobile/member/inquiry and /mobile/member/offer: the inquiries or quotes I sent, each opening its trade page. */
export function MobileSentTrades({ type }: { type: TradeType }) {
  const [pages, setPages] = useState(1);
  return (
    <List data-testid={`sent-${type}s`}>
      {Array.from({ length: pages }, (_, i) => (
        <SentPage
          key={i}
          type={type}
          pageNumber={i + 1}
          last={i + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </List>
  );
}
