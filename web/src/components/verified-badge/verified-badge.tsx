import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "verified" badge of a company the registry confirms; nothing for one it does not. */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <Tooltip title={t('member:company.verifiedHint')}>
      <Tag color="success" icon={<SafetyCertificateFilled />} data-testid="verified-badge">
        {t('member:company.verified')}
      </Tag>
    </Tooltip>
  );
}
