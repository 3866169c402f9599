import { useState } from 'react';
import { Badge, Button, Checkbox, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from '@/components/filter-drawer/filter-drawer';
import type { FilterField, FilterItem } from '@/components/filter-drawer/filter-model';

/**
 * The end of a contract list's toolbar: "flagged only" (the party check) and the filter
 * drawer with its count, for the member's lists and the back office's.
 */
export function ContractFilterTools({
  tableKey,
  fields,
  flagged,
  onFlagged,
  filters,
  onFilters,
}: {
  tableKey: string;
  fields: FilterField[];
  flagged: boolean;
  onFlagged: (flagged: boolean) => void;
  filters: FilterItem[];
  onFilters: (filters: FilterItem[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space wrap>
      <Checkbox
        checked={flagged}
        onChange={(e) => onFlagged(e.target.checked)}
        data-testid={`${tableKey}-flagged`}
      >
        {t('contract:mismatch.onlyFlagged')}
      </Checkbox>
      <Badge count={filters.length} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          {t('common:filter.title')}
        </Button>
      </Badge>
      <FilterDrawer
        open={open}
        onClose={() => setOpen(false)}
        fields={fields}
        value={filters}
        onApply={(items) => {
          onFilters(items);
          setOpen(false);
        }}
        storageKey={tableKey}
      />
    </Space>
  );
}
