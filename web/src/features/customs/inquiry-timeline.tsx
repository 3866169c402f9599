import { Alert, Card, Empty, Skeleton, Space, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeclarationInquiryQuery, type Inquiry } from './api';
import type { Channel } from './channels';
import { isErrorStatus } from './codes';
import { cebTime, isoTime } from './format';
import { StatusTag } from './status-tag';

/** The history of a document as a timeline: each step's source, status and what it said. */
export function HistoryTimeline({ history }: { history: Inquiry['history'] }) {
  const { t } = useTranslation();
  if (!history.length) return <Empty />;
  return (
    <Timeline
      data-testid="inquiry-timeline"
      items={history.map((step, i) => ({
        key: `${step.at}-${i}`,
        color: isErrorStatus(step.status) ? 'red' : step.source === 'receipt' ? 'green' : 'blue',
        content: (
          <Space orientation="vertical" size={2}>
            <Space wrap>
              <Typography.Text strong>
                {t(`customs:source.${step.source}`, { defaultValue: step.source })}
              </Typography.Text>
              <StatusTag status={step.status} />
              <Typography.Text type="secondary">{isoTime(step.at)}</Typography.Text>
            </Space>
            {step.info && (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="inquiry-info">
                {step.info}
              </Typography.Text>
            )}
          </Space>
        ),
      }))}
    />
  );
}

/** The receipts a document got, each once, with the customs' words verbatim. */
export function ReceiptTable({ receipts }: { receipts: Inquiry['receipts'] }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.type}-${r.returnTime}-${r.returnStatus}`}
      dataSource={receipts}
      pagination={false}
      data-testid="inquiry-receipts"
      locale={{ emptyText: t('customs:inquiry.noReceipts') }}
      columns={[
        { key: 'type', title: t('customs:inquiry.receipt'), render: (_v, r) => `CEB${r.type}` },
        {
          key: 'status',
          title: t('customs:field.returnStatus'),
          render: (_v, r) => <StatusTag status={String(r.returnStatus)} />,
        },
        { key: 'time', title: t('customs:field.returnTime'), render: (_v, r) => cebTime(r.returnTime) },
        { key: 'info', title: t('customs:field.returnInfo'), dataIndex: 'returnInfo' },
        { key: 'received', title: t('customs:inquiry.receivedAt'), render: (_v, r) => isoTime(r.receivedAt) },
      ]}
    />
  );
}

/** The inquiry view: the status history and the receipts of one document. */
export function InquiryView({ channel, id }: { channel: Channel; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useDeclarationInquiryQuery({ base: channel.base, id });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title={t('customs:detail.notFound')} />;
  return (
    <div data-testid="declaration-inquiry">
      <Card
        size="small"
        title={t('customs:inquiry.history')}
        extra={<StatusTag status={data.status} />}
        style={{ marginBottom: 16 }}
      >
        <HistoryTimeline history={data.history} />
      </Card>
      <Card size="small" title={t('customs:inquiry.receipts')}>
        <ReceiptTable receipts={data.receipts} />
      </Card>
    </div>
  );
}
