import { Alert, Card, Descriptions, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeclarationDetailQuery, type DeclarationDetail as Detail } from './api';
import { headFields, itemColumns, type Channel } from './channels';
import { fieldLabel, fieldValue } from './format';
import { StatusTag } from './status-tag';

/** A head field's label: its name in the reader's language, the official element name beside it. */
export function FieldLabel({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <span>
      {fieldLabel(t, name)}{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {name}
      </Typography.Text>
    </span>
  );
}

/** The head fields of a document, in the message's order, labelled by the official field names. */
export function HeadFields({ channel, detail }: { channel: Channel; detail: Pick<Detail, 'fields'> }) {
  const { t } = useTranslation();
  const fields = headFields(channel, detail.fields);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="detail-head"
      items={fields.map((name) => ({
        key: name,
        label: <FieldLabel name={name} />,
        children: fieldValue(t, name, detail.fields[name]),
      }))}
    />
  );
}

/** The goods lines of a document, one column per official item field. */
export function GoodsLines({ channel, items }: { channel: Channel; items: Record<string, string>[] }) {
  const { t } = useTranslation();
  const columns = itemColumns(channel, items);
  if (!items.length) return <Empty description={t('customs:detail.noItems')} />;
  return (
    <Table
      size="small"
      rowKey={(r) => String(r.gnum ?? JSON.stringify(r))}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="detail-items"
      columns={columns.map((name) => ({
        key: name,
        dataIndex: name,
        title: <FieldLabel name={name} />,
        render: (value: string | undefined) => fieldValue(t, name, value),
      }))}
    />
  );
}

/** The detail view: the document's status, head fields and goods lines. */
export function DeclarationDetail({ channel, id }: { channel: Channel; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useDeclarationDetailQuery({ base: channel.base, id });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title={t('customs:detail.notFound')} />;
  return (
    <div data-testid="declaration-detail">
      <Card
        size="small"
        title={
          <span>
            {data.name} · {data.fields[channel.keyField] || data.id}
          </span>
        }
        extra={<StatusTag status={data.status} />}
        style={{ marginBottom: 16 }}
      >
        {data.returnInfo && (
          <Alert
            type={data.error ? 'error' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            title={data.returnInfo}
            data-testid="detail-return-info"
          />
        )}
        <HeadFields channel={channel} detail={data} />
      </Card>
      {channel.items && (
        <Card
          size="small"
          title={t(`customs:detail.${channel.linesAre ?? 'items'}`, { count: data.items.length })}
        >
          <GoodsLines channel={channel} items={data.items} />
        </Card>
      )}
    </div>
  );
}
