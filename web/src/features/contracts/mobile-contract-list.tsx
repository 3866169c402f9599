import { useState } from 'react';
import { Button, DotLoading, Empty, ErrorBlock, List, Popup, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAcceptedQuotesQuery, useMyContractsQuery, type ContractKind } from './api';
import { groupDigits } from './money';
import { MobileMismatchTag, MobileStatusTag } from './mobile-tags';
import { CONTRACT_PATHS } from './rules';
import './mobile-contracts.css';

/** Accepted quotations in a bottom sheet; picking one opens the contract form filled from it. */
function MobileQuotePicker({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data = [], isFetching } = useAcceptedQuotesQuery();
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <div className="mct-card-title" style={{ padding: '12px 16px 0' }}>
        {t('contract:quote.title')}
      </div>
      {isFetching ? (
        <div className="mct-loading">
          <DotLoading color="primary" />
        </div>
      ) : data.length === 0 ? (
        <Empty description={t('contract:quote.none')} />
      ) : (
        <List data-testid="quote-picker">
          {data.map((q) => (
            <List.Item
              key={q.id}
              description={`${q.quantity} ${q.productUnit} · ${q.currency} ${q.unitPrice}`}
              extra={
                <Tag color={q.side === 'buyer' ? 'primary' : 'success'}>{t(`contract:side.${q.side}`)}</Tag>
              }
              onClick={() => void navigate(`${CONTRACT_PATHS.mobile.save('0')}?quoteId=${q.id}`)}
              data-testid={`use-quote-${q.id}`}
            >
              {q.productName}
            </List.Item>
          ))}
        </List>
      )}
    </Popup>
  );
}

/**
 * /mobile/member/memberContract (trade contracts) and /mobile/member/companyContract
 * (service contracts with the platform): status, party-check flag, amount; new, and from a
 * quotation.
 */
export function MobileContractList({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const { data, isLoading, isError } = useMyContractsQuery({ kind });
  const newPath = `${CONTRACT_PATHS.mobile.save('0')}${kind === 'company' ? '?kind=company' : ''}`;
  return (
    <div data-testid={`mobile-contracts-${kind}`}>
      <div className="mct-bar">
        <Button color="primary" onClick={() => void navigate(newPath)} data-testid="contract-add">
          {t(`contract:actions.${kind === 'company' ? 'addCompany' : 'add'}`)}
        </Button>
        {kind === 'member' && (
          <Button onClick={() => setPicking(true)} data-testid="contract-from-quote">
            {t('contract:actions.fromQuote')}
          </Button>
        )}
      </div>
      <div className="mct-bar" style={{ paddingTop: 0 }}>
        <Button
          size="small"
          fill="none"
          onClick={() =>
            void navigate(kind === 'company' ? CONTRACT_PATHS.mobile.member : CONTRACT_PATHS.mobile.company)
          }
        >
          {t(`member:mobile.${kind === 'company' ? 'memberContract' : 'companyContract'}`)} ›
        </Button>
      </div>
      {isLoading ? (
        <div className="mct-loading">
          <DotLoading color="primary" />
        </div>
      ) : isError ? (
        <ErrorBlock status="default" title={t('contract:loadFailed')} description="" />
      ) : !data?.rows.length ? (
        <Empty description={t('contract:list.empty')} />
      ) : (
        <List>
          {data.rows.map((c) => (
            <List.Item
              key={c.id}
              onClick={() => void navigate(CONTRACT_PATHS.mobile.info(c.id))}
              data-testid={`contract-${c.number}`}
              description={
                <>
                  <div>
                    {c.buyerName} → {c.sellerName}
                  </div>
                  <div className="mct-tags">
                    <MobileStatusTag status={c.status} />
                    <MobileMismatchTag mismatch={c.partyMismatch} />
                    {c.lastMilestone && (
                      <Tag fill="outline">{t(`contract:milestone.${c.lastMilestone}`)}</Tag>
                    )}
                  </div>
                </>
              }
              extra={
                <span className="mct-amount">
                  {c.currency} {groupDigits(c.totalAmount, i18n.language)}
                </span>
              }
            >
              {c.number}
              <div className="mct-sub">{c.title}</div>
            </List.Item>
          ))}
        </List>
      )}
      {data && data.total > 0 && (
        <div className="mct-sub" style={{ textAlign: 'center', padding: 12 }}>
          {t('contract:list.count', { count: data.total })}
        </div>
      )}
      {picking && <MobileQuotePicker onClose={() => setPicking(false)} />}
    </div>
  );
}
