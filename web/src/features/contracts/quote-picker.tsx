import { Button, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useAcceptedQuotesQuery, type AcceptedQuote } from './api';

/** Picks an accepted quotation (either side of it) to start a contract from. */
export function QuotePicker({ onClose, onPick }: { onClose: () => void; onPick: (quoteId: string) => void }) {
  const { t } = useTranslation();
  const { data = [], isFetching } = useAcceptedQuotesQuery();
  return (
    <Dialog open width={900} title={t('contract:quote.title')} onClose={onClose} footer={null}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>{t('contract:quote.hint')}</p>
      <Table<AcceptedQuote>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('contract:quote.none')} /> }}
        scroll={{ x: 'max-content' }}
        data-testid="quote-picker"
        columns={[
          { key: 'product', title: t('contract:quote.product'), dataIndex: 'productName' },
          {
            key: 'side',
            title: t('contract:fields.side'),
            render: (_v, q) => (
              <Tag color={q.side === 'buyer' ? 'blue' : 'green'}>{t(`contract:side.${q.side}`)}</Tag>
            ),
          },
          { key: 'company', title: t('contract:quote.company'), dataIndex: 'companyName' },
          {
            key: 'quantity',
            title: t('contract:line.quantity'),
            render: (_v, q) => `${q.quantity} ${q.productUnit}`,
          },
          {
            key: 'price',
            title: t('contract:line.unitPrice'),
            render: (_v, q) => `${q.currency} ${q.unitPrice}`,
          },
          {
            key: 'decidedAt',
            title: t('contract:quote.acceptedAt'),
            render: (_v, q) => (q.decidedAt ? new Date(q.decidedAt).toLocaleDateString() : '-'),
          },
          {
            key: 'use',
            title: '',
            render: (_v, q) => (
              <Button
                type="primary"
                size="small"
                onClick={() => onPick(q.id)}
                data-testid={`use-quote-${q.id}`}
              >
                {t('contract:quote.use')}
              </Button>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
