import { Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractDossierQuery } from './api';
import { AttachmentLinks } from './attachments-field';
import { dossierLines } from './dossier';

const COLOR = { done: 'green', customs: 'blue', error: 'red' } as const;

/** The trade dossier on the contract page: inquiry → quotation → contract → milestones → declarations → receipts. */
export function DossierCard({ contractId }: { contractId: string }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useContractDossierQuery(contractId);
  const lines = data ? dossierLines(data.entries, t, i18n.language) : [];
  return (
    <Card title={t('contract:dossier.title')} style={{ marginBottom: 16 }} data-testid="trade-dossier">
      <Typography.Paragraph type="secondary">{t('contract:dossier.hint')}</Typography.Paragraph>
      {isLoading ? (
        <Skeleton active />
      ) : lines.length === 0 ? (
        <Empty description={t('contract:dossier.empty')} />
      ) : (
        <Timeline
          items={lines.map((line) => ({
            key: line.key,
            color: COLOR[line.tone],
            children: (
              <div data-testid={`dossier-${line.kind}`} data-tone={line.tone}>
                <Typography.Text strong>{line.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {line.when}
                </Typography.Text>
                {line.details.map((detail) => (
                  <div key={detail} style={{ color: line.tone === 'error' ? '#cf1322' : 'rgba(0,0,0,0.65)' }}>
                    {detail}
                  </div>
                ))}
                {line.files.length > 0 && <AttachmentLinks files={line.files} />}
              </div>
            ),
          }))}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('contract:dossier.declarationHint')}
      </Typography.Text>
    </Card>
  );
}
