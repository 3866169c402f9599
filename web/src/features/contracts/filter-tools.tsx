import { useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Input, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '@/components/filter-drawer/filter-drawer';
import type { FilterField, FilterItem } from '@/components/filter-drawer/filter-model';

/** What a contract list is narrowed by: number, status, one more field (role or kind), flagged, the drawer. */
export function useContractFilters(choiceField: 'role' | 'kind') {
  const [number, setNumber] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const [choice, setChoice] = useState<string | undefined>();
  const [flagged, setFlagged] = useState(false);
  const [filters, setFilters] = useState<FilterItem[]>([]);
  /** The table's search params: the toolbar's choices as the kit's `field@op` keys. */
  const searchParams = (): Record<string, string> => ({
    ...(number ? { 'number@include': number } : {}),
    ...(status ? { 'status@=': status } : {}),
    ...(choice ? { [`${choiceField}@=`]: choice } : {}),
    ...(flagged ? { 'partyMismatch@=': 'true' } : {}),
  });
  return {
    choiceField,
    number,
    setNumber,
    status,
    setStatus,
    choice,
    setChoice,
    flagged,
    setFlagged,
    filters,
    setFilters,
    searchParams,
  };
}
export type ContractFilters = ReturnType<typeof useContractFilters>;

/**
 * A contract list's toolbar, for the member's lists and the back office's: its own buttons
 * first, then the number search, the status and role-or-kind selects, "flagged only" (the
 * party check) and the filter drawer with its count.
 */
export function ContractToolbar({
  tableKey,
  state,
  statuses,
  choices,
  fields,
  children,
}: {
  tableKey: string;
  state: ContractFilters;
  statuses: readonly string[];
  choices: readonly string[];
  fields: FilterField[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const field = state.choiceField;
  return (
    <Space wrap>
      {children}
      <Input.Search
        allowClear
        placeholder={t('contract:fields.number')}
        onSearch={state.setNumber}
        style={{ width: 200 }}
        data-testid={`${tableKey}-search`}
      />
      <Select
        allowClear
        placeholder={t('contract:fields.status')}
        value={state.status}
        onChange={state.setStatus}
        style={{ width: 140 }}
        options={statuses.map((s) => ({ value: s, label: t(`contract:status.${s}`) }))}
        data-testid={`${tableKey}-status`}
      />
      <Select
        allowClear
        placeholder={t(`contract:fields.${field}`)}
        value={state.choice}
        onChange={state.setChoice}
        style={{ width: 140 }}
        options={choices.map((c) => ({ value: c, label: t(`contract:${field}.${c}`) }))}
      />
      <Checkbox
        checked={state.flagged}
        onChange={(e) => state.setFlagged(e.target.checked)}
        data-testid={`${tableKey}-flagged`}
      >
        {t('contract:mismatch.onlyFlagged')}
      </Checkbox>
      <Badge count={state.filters.length} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          {t('common:filter.title')}
        </Button>
      </Badge>
      <FilterDrawer
        open={open}
        onClose={() => setOpen(false)}
        fields={fields}
        value={state.filters}
        onApply={(items) => {
          state.setFilters(items);
          setOpen(false);
        }}
        storageKey={tableKey}
      />
    </Space>
  );
}
