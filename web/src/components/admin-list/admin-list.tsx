import { useState, type ReactNode } from 'react';
import { Badge, Button, Input, Popconfirm, Space } from 'antd';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { FilterDrawer } from '@/components/filter-drawer/filter-drawer';
import type { FilterField, FilterItem } from '@/components/filter-drawer/filter-model';

/** A back-office list: search box, filter drawer, add button and the data table. */
export function AdminList(props: {
  tableKey: string;
  url: string;
  columns: DataColumn[];
  filterFields: FilterField[];
  /** Searched with `include` by the search box. */
  searchField: string;
  searchLabel: string;
  onAdd?: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<FilterItem[]>([]);
  const [filtering, setFiltering] = useState(false);
  return (
    <>
      <DataTable
        tableKey={props.tableKey}
        url={props.url}
        columns={props.columns}
        params={{
          ...(filters.length ? { filters } : {}),
          ...(keyword ? { search_params: { [`${props.searchField}@include`]: keyword } } : {}),
        }}
        toolbar={
          <Space wrap>
            {props.onAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={props.onAdd}
                data-testid={`${props.tableKey}-add`}
              >
                {t('common:actions.add')}
              </Button>
            )}
            <Input.Search
              allowClear
              placeholder={props.searchLabel}
              onSearch={setKeyword}
              style={{ width: 240 }}
              data-testid={`${props.tableKey}-search`}
            />
            <Badge count={filters.length} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setFiltering(true)}
                data-testid={`${props.tableKey}-filter`}
              >
                {t('common:filter.title')}
              </Button>
            </Badge>
          </Space>
        }
      />
      <FilterDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        fields={props.filterFields}
        value={filters}
        onApply={(items) => {
          setFilters(items);
          setFiltering(false);
        }}
        storageKey={props.tableKey}
      />
    </>
  );
}

/**
 * The actions column of a back-office list: edit, and delete after a confirmation.
 */
export function editDeleteColumn<T extends { id: string }>(
  t: TFunction,
  onEdit: (row: T) => void,
  onDelete: (row: T) => Promise<unknown>,
  /** What the confirmation calls the row; its `name` by default. */
  nameOf: (row: T) => string = (row) => String((row as { name?: unknown }).name ?? ''),
): DataColumn {
  return {
    prop: 'actions',
    label: t('admin:sys.actions'),
    render: (_v, r) => {
      const row = r as unknown as T;
      return (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            {t('admin:sys.edit')}
          </Button>
          <ConfirmButton
            danger
            title={t('admin:sys.confirmDelete', { name: nameOf(row) })}
            onConfirm={() => onDelete(row)}
          >
            {t('common:actions.delete')}
          </ConfirmButton>
        </Space>
      );
    },
  };
}

/** A link button that asks before it acts (delete, restore, purge). */
export function ConfirmButton(props: {
  title: string;
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.title}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      onConfirm={() => props.onConfirm()}
    >
      <Button type="link" size="small" danger={props.danger} data-testid={props.testId}>
        {props.children}
      </Button>
    </Popconfirm>
  );
}
