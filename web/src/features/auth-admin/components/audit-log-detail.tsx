import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLogLine } from '../audit-log-api';

/** A value as indented JSON, so before/after edits can be compared line by line. */
function JsonBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  return (
    <div style={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <pre
        data-testid={testId}
        style={{
          margin: '4px 0 0',
          padding: 12,
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** The expanded row of an audit line: where it came from, and its data and before/after values. */
export function AuditLogDetail({ line }: { line: AuditLogLine }) {
  const { t } = useTranslation();
  const blocks = (['before', 'after', 'data'] as const).filter((key) => line[key] !== undefined);
  return (
    <div data-testid={`audit-detail-${line.id}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: blocks.length ? 12 : 0 }}
        items={[
          { key: 'id', label: t('admin:sys.log.id'), children: line.id },
          { key: 'source', label: t('admin:sys.log.source'), children: line.source ?? '—' },
          { key: 'actorId', label: t('admin:sys.log.actorId'), children: line.actor?.sub ?? '—' },
        ]}
      />
      {blocks.length ? (
        <Flex gap={12} wrap>
          {blocks.map((key) => (
            <JsonBlock
              key={key}
              title={t(`admin:sys.log.${key}`)}
              value={line[key]}
              testId={`audit-${key}-${line.id}`}
            />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('admin:sys.log.noData')}</Typography.Text>
      )}
    </div>
  );
}
