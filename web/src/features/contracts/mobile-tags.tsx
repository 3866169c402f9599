import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ContractStatus, PartyCheck } from './api';
import { isFlagged } from './rules';

/** antd-mobile's colours for the contract statuses. */
const MOBILE_STATUS_COLORS: Record<ContractStatus, string> = {
  draft: 'default',
  submitted: 'primary',
  approved: 'success',
  rejected: 'danger',
  executing: 'primary',
  completed: 'success',
  terminated: 'warning',
};

export function MobileStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={MOBILE_STATUS_COLORS[status]} fill={status === 'executing' ? 'outline' : 'solid'}>
      {t(`contract:status.${status}`)}
    </Tag>
  );
}

export function MobileCheckTag({ check }: { check: PartyCheck }) {
  const { t } = useTranslation();
  const color = check === 'match' ? 'success' : isFlagged(check) ? 'danger' : 'default';
  return (
    <Tag color={color} data-testid={`check-${check}`}>
      {t(`contract:check.${check}`)}
    </Tag>
  );
}

export function MobileMismatchTag({ mismatch }: { mismatch: boolean }) {
  const { t } = useTranslation();
  if (!mismatch) return null;
  return (
    <Tag color="danger" data-testid="mismatch-flag">
      {t('contract:mismatch.flag')}
    </Tag>
  );
}
