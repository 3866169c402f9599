import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeclarationErrorsQuery } from './api';
import type { Channel } from './channels';
import { StatusTag } from './status-tag';

/**
 * The errorMessage view of one document: the XSD validator's messages (a refused message)
 * or the receipt's text (an error status), verbatim, one per line.
 */
export function ErrorMessages({ channel, id }: { channel: Channel; id: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useDeclarationErrorsQuery({ base: channel.base, id });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon title={t('customs:detail.notFound')} />;
  const lines = data.errors.length ? data.errors : data.returnInfo ? [data.returnInfo] : [];
  return (
    <Card
      size="small"
      title={t('customs:errors.title')}
      extra={<StatusTag status={data.status} />}
      data-testid="error-message"
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'status', label: t('customs:field.returnStatus'), children: data.returnStatus ?? '-' },
          { key: 'guid', label: t('customs:errors.messageGuid'), children: data.messageGuid || '-' },
        ]}
      />
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{t('customs:errors.none')}</Typography.Text>
      ) : (
        lines.map((line, i) => (
          <Alert
            key={i}
            type="error"
            style={{ marginBottom: 8 }}
            title={
              <Typography.Text style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
                {line}
              </Typography.Text>
            }
            data-testid="error-line"
          />
        ))
      )}
    </Card>
  );
}
