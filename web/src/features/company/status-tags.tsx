import { Tag, Tooltip } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleOutlined,
  SafetyCertificateFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from './api';

const reviewColor = { pending: 'gold', approved: 'green', rejected: 'red' } as const;
const reviewIcon = {
  pending: <ClockCircleOutlined />,
  approved: <CheckCircleFilled />,
  rejected: <CloseCircleOutlined />,
} as const;

/** The review state of a profile or a filing; a rejection shows its reason on hover. */
export function ReviewTag({
  status,
  reason,
  kind = 'company',
}: {
  status: ReviewStatus;
  reason?: string;
  /** A filing names its states as a filing does (filed, on record, refused). */
  kind?: 'company' | 'record';
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={reviewColor[status]} icon={reviewIcon[status]} data-testid={`review-${status}`}>
      {t(`member:company.${kind === 'record' ? 'filingStatus' : 'review'}.${status}`)}
    </Tag>
  );
  return reason && status === 'rejected' ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}

/** "Verified": the registry knows this credit code under this very name. */
export function VerifiedTag({ verified, large }: { verified: boolean; large?: boolean }) {
  const { t } = useTranslation();
  const style = large ? { fontSize: 14, padding: '2px 10px', lineHeight: '22px' } : undefined;
  return verified ? (
    <Tooltip title={t('member:company.verifiedHint')}>
      <Tag color="success" icon={<SafetyCertificateFilled />} style={style} data-testid="verified-badge">
        {t('member:company.verified')}
      </Tag>
    </Tooltip>
  ) : (
    <Tooltip title={t('member:company.unverifiedHint')}>
      <Tag style={style} data-testid="unverified-badge">
        {t('member:company.unverified')}
      </Tag>
    </Tooltip>
  );
}
