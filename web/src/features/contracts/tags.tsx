import { Alert, Tag, Tooltip } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractStatus, Party, PartyCheck } from './api';
import { CHECK_COLORS, STATUS_COLORS, isFlagged } from './rules';

/** A contract's status; a rejection or termination shows its reason on hover. */
export function ContractStatusTag({ status, reason }: { status: ContractStatus; reason?: string }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={STATUS_COLORS[status]} data-testid={`status-${status}`}>
      {t(`contract:status.${status}`)}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}

/** The party check's flag in a list row: a red "name does not match" mark (wraps in a narrow column). */
export function MismatchFlag({ mismatch }: { mismatch: boolean }) {
  const { t } = useTranslation();
  if (!mismatch) return null;
  return (
    <Tooltip title={t('contract:mismatch.rowHint')}>
      <Tag color="red" icon={<WarningFilled />} style={{ whiteSpace: 'normal' }} data-testid="mismatch-flag">
        {t('contract:mismatch.flag')}
      </Tag>
    </Tooltip>
  );
}

/** What the registry said of one party at submission. */
export function PartyCheckTag({ party }: { party: Pick<Party, 'check' | 'registryName'> }) {
  const { t } = useTranslation();
  const check: PartyCheck = party.check;
  const hint =
    check === 'mismatch'
      ? t('contract:check.mismatchHint', { name: party.registryName })
      : t(`contract:check.${check}Hint`);
  return (
    <Tooltip title={hint}>
      <Tag
        color={CHECK_COLORS[check]}
        icon={isFlagged(check) ? <WarningFilled /> : undefined}
        data-testid={`check-${check}`}
      >
        {t(`contract:check.${check}`)}
      </Tag>
    </Tooltip>
  );
}

/**
 * The party check's finding on a contract, spelled out: which party, and the registry's name;
 * then a word to the member who filed it, or (`reviewer`) to the admin reviewing it.
 */
export function MismatchAlert({
  contract,
  reviewer = false,
}: {
  contract: Pick<Contract, 'partyMismatch' | 'buyer' | 'seller'>;
  reviewer?: boolean;
}) {
  const { t } = useTranslation();
  if (!contract.partyMismatch) return null;
  const lines = (['buyer', 'seller'] as const)
    .filter((side) => isFlagged(contract[side].check))
    .map((side) => {
      const party = contract[side];
      return party.check === 'mismatch'
        ? t('contract:mismatch.lineMismatch', {
            side: t(`contract:side.${side}`),
            name: party.name,
            code: party.creditCode,
            registryName: party.registryName,
          })
        : t('contract:mismatch.lineNotFound', {
            side: t(`contract:side.${side}`),
            name: party.name,
            code: party.creditCode,
          });
    });
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('contract:mismatch.title')}
      description={
        <>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <div>{t(reviewer ? 'contract:mismatch.reviewerText' : 'contract:mismatch.text')}</div>
        </>
      }
      data-testid="mismatch-alert"
    />
  );
}
