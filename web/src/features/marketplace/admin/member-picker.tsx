import { useTranslation } from 'react-i18next';
import { TableSelect } from '@/components/table-select/table-select';
import { MEMBER_ACCOUNTS_URL } from './api';

/** A member account as the picker hands it on: its id and the company name its posts carry. */
export interface PickedMember {
  id: string;
  companyName: string;
}

/**
 * The member an admin acts for: the §9 table select over the member accounts
 * (/admin/member.account/page), searched by company name.
 */
export function MemberPicker({
  value,
  onChange,
  disabled,
  selected,
}: {
  value?: string;
  onChange?: (id: string | undefined, member?: PickedMember) => void;
  disabled?: boolean;
  /** The member already chosen (an edit): shown without a request. */
  selected?: PickedMember;
}) {
  const { t } = useTranslation();
  return (
    <TableSelect
      url={MEMBER_ACCOUNTS_URL}
      value={value ?? null}
      onChange={(id, rows) => {
        const row = rows[0] as PickedMember | undefined;
        onChange?.(id ? String(id) : undefined, row);
      }}
      columns={[
        { prop: 'companyName', label: t('admin:market.save.company') },
        { prop: 'account', label: t('admin:market.save.account'), width: 140 },
      ]}
      labelField="companyName"
      searchField="companyName"
      selectedRows={selected ? [selected as unknown as Record<string, unknown>] : undefined}
      placeholder={t('admin:market.save.memberPlaceholder')}
      disabled={disabled}
      data-testid="member-picker"
    />
  );
}
