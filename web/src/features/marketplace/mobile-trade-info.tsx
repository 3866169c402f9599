import { useState } from 'react';
import { Button, Dialog, DotLoading, ErrorBlock, Image, List, Tag, TextArea, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo } from '@/lib/session';
import {
  useCountriesQuery,
  useDecideQuoteMutation,
  useReplyInquiryMutation,
  useTradeInfoQuery,
  type Trade,
} from './api';
import { marketLinks, shortTime } from './market-links';
import './mobile-market.css';
import { useUnits } from '@/components/dict-select/use-units';

/** The rows of one trade: an inquiry's §3 fields, or a quote's price, total and message. */
function useTradeRows(trade: Trade): Array<[string, string]> {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const countries = useCountriesQuery().data ?? [];
  const quantity = `${trade.quantity} ${unitName(trade.productUnit)}`;
  const date: [string, string] = [t('member:market.trade.date'), shortTime(trade.createdAt)];
  const company: [string, string] = [t('member:market.fields.companyName'), trade.companyName];
  if (trade.type === 'inquiry')
    return [
      [t('member:market.fields.quantity'), quantity],
      company,
      [t('member:market.fields.email'), trade.email ?? ''],
      [
        t('member:market.fields.country'),
        countries.find((c) => c.code === trade.country)?.name ?? trade.country ?? '',
      ],
      [t('member:market.trade.remark'), trade.remark ?? ''],
      date,
      [t('member:market.trade.reply'), trade.reply || t('member:market.trade.awaitingReply')],
    ];
  return [
    [t('member:market.fields.quantity'), quantity],
    [t('member:market.trade.unitPrice'), `${trade.unitPrice} ${trade.currency}`],
    [t('member:market.trade.currency'), trade.currency ?? ''],
    [t('member:market.trade.total'), `${trade.total} ${trade.currency}`],
    company,
    [t('member:market.trade.message'), trade.message ?? ''],
    date,
    [t('member:market.trade.decision'), t(`member:market.trade.decisions.${trade.decision ?? 'pending'}`)],
  ];
}

/** The owner's answer on a phone: a reply to an inquiry, or accept / decline on a quote. */
function MobileAnswer({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [reply, replying] = useReplyInquiryMutation();
  const [decide] = useDecideQuoteMutation();
  if (trade.type === 'inquiry') {
    if (trade.reply) return null;
    const send = async () => {
      if (!text.trim()) {
        Toast.show({ content: t('member:market.trade.replyRequired') });
        return;
      }
      await reply({ id: trade.id, reply: text.trim() }).unwrap();
      setText('');
    };
    return (
      <div className="m-card" data-testid="mobile-reply">
        <TextArea
          value={text}
          onChange={setText}
          rows={3}
          maxLength={1000}
          showCount
          placeholder={t('member:market.trade.replyPlaceholder')}
        />
        <Button
          block
          color="primary"
          loading={replying.isLoading}
          style={{ marginTop: 8 }}
          onClick={() => void send().catch(() => undefined)}
        >
          {t('member:market.trade.replyAction')}
        </Button>
      </div>
    );
  }
  if ((trade.decision ?? 'pending') !== 'pending') return null;
  const ask = async (decision: 'accepted' | 'declined') => {
    const yes = await Dialog.confirm({
      content: t(
        decision === 'accepted' ? 'member:market.trade.confirmAccept' : 'member:market.trade.confirmDecline',
        { company: trade.companyName },
      ),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (yes) await decide({ id: trade.id, decision }).unwrap();
  };
  return (
    <div className="m-card" style={{ display: 'flex', gap: 8 }} data-testid="mobile-decision">
      <Button block color="primary" onClick={() => void ask('accepted').catch(() => undefined)}>
        {t('member:market.trade.accept')}
      </Button>
      <Button block color="danger" fill="outline" onClick={() => void ask('declined').catch(() => undefined)}>
        {t('member:market.trade.decline')}
      </Button>
    </div>
  );
}

function TradeDetail({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useTradeRows(trade);
  const kind = trade.type === 'inquiry' ? 'supply' : 'demand';
  const productId = trade.supplyId ?? trade.demandId ?? '';
  const me = getMemberInfo<{ memberId?: string }>()?.memberId;
  // The owner goes to the item's own page; the sender to its public page.
  const received = !!me && me === trade.ownerMemberId;
  const sent = !!me && me === trade.fromMemberId;
  return (
    <div data-testid="trade-info">
      <div className="m-card">
        <Tag color={trade.type === 'inquiry' ? 'primary' : 'success'}>
          {t(trade.type === 'inquiry' ? 'member:market.trade.inquire' : 'member:market.trade.quote')}
        </Tag>{' '}
        {(received || sent) && (
          <Tag color="default" fill="outline">
            {t(received ? 'member:market.trade.received' : 'member:market.trade.sent')}
          </Tag>
        )}
        {trade.type === 'quote' && (
          <div className="m-price-big" style={{ marginTop: 8 }}>
            {trade.total} {trade.currency}
          </div>
        )}
      </div>
      <List header={t('member:market.trade.product')}>
        <List.Item
          prefix={
            trade.productImage ? (
              <Image src={trade.productImage} width={56} height={56} fit="cover" />
            ) : undefined
          }
          onClick={
            productId
              ? () =>
                  void navigate(
                    received
                      ? marketLinks.mobileInfo(kind, productId)
                      : marketLinks.publicDetail(kind, productId),
                  )
              : undefined
          }
        >
          {trade.productName}
        </List.Item>
      </List>
      <List>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={<span className="m-field-value">{value || '-'}</span>}>
            {label}
          </List.Item>
        ))}
      </List>
      {received && <MobileAnswer trade={trade} />}
      {trade.type === 'quote' && trade.decision === 'accepted' && (
        <div className="m-card">
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/mobile/member/memberContract/save/0?quoteId=${trade.id}`)}
            data-testid="to-contract"
          >
            {t('member:market.trade.toContract')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** /mobile/transInfo/{id}: one inquiry or quote in full, for its sender or the item's owner. */
export function MobileTradeInfo({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useTradeInfoQuery({ id });
  if (isLoading)
    return (
      <div className="m-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (isError || !data)
    return <ErrorBlock status="empty" title={t('member:market.mobile.tradeNotFound')} description="" />;
  return <TradeDetail trade={data} />;
}
