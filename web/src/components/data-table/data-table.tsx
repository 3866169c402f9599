import { useMemo, useState, type ReactNode } from 'react';
import { Flex, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api/error-catalogue';
import { useGetTablePageQuery, type TableRequest } from './table-api';
import { loadColumnSettings, type ColumnSetting } from './column-settings';
import { ColumnSettingsPopover } from './column-settings-popover';
import { PAGE_SIZE, TablePager } from './table-pager';

type Row = Record<string, unknown>;

/** A column: the settable fields of §3 plus an optional cell renderer. */
export interface DataColumn extends Partial<Omit<ColumnSetting, 'prop' | 'label'>> {
  prop: string;
  label: string;
  render?: (value: unknown, row: Row) => ReactNode;
}

export interface DataTableProps {
  /** Names the saved column settings (session storage, per table). */
  tableKey: string;
  /** POST endpoint answering a paged list. */
  url: string;
  columns: DataColumn[];
  /** Extra request fields, e.g. the filter list. */
  params?: Omit<TableRequest['body'], 'pageNumber' | 'pageSize'>;
  rowKey?: string;
  toolbar?: ReactNode;
  /** A line under the table about the rows shown and the total count (e.g. sums). */
  summary?: (rows: Row[], total: number) => ReactNode;
}

/** §8: what a failed table request shows as its empty text. */
export function tableErrorText(error: ApiError, t: (k: string) => string): string {
  if (error.status === 'PARSING_ERROR') return t('common:error.dataFormat');
  if (typeof error.status === 'number' && error.code !== undefined && error.message) return error.message;
  return (
    error.statusText ||
    error.message ||
    (typeof error.status === 'number' ? `Status:${error.status}` : t('common:error.noResponse'))
  );
}

const toSetting = (c: DataColumn): ColumnSetting => ({
  prop: c.prop,
  label: c.label,
  width: c.width ?? 'auto',
  sortable: c.sortable ?? false,
  fixed: c.fixed ?? false,
  hide: c.hide ?? false,
});

/** Data table (§2): server paging and sorting, loading/empty/data states, column settings. */
export function DataTable({
  tableKey,
  url,
  columns,
  params,
  rowKey = 'id',
  toolbar,
  summary,
}: DataTableProps) {
  const { t } = useTranslation();
  const defaults = useMemo(() => columns.map(toSetting), [columns]);
  const [settings, setSettings] = useState(() => loadColumnSettings(tableKey, defaults));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<{ prop: string; order: 'asc' | 'desc' } | null>(null);
  // New filters or search terms start again from page 1 (page 3 of the old list may not exist).
  const paramsKey = JSON.stringify(params ?? {});
  const [pagedParams, setPagedParams] = useState(paramsKey);
  if (pagedParams !== paramsKey) {
    setPagedParams(paramsKey);
    setPage(1);
  }

  const { data, error, isFetching } = useGetTablePageQuery({
    url,
    body: { ...params, pageNumber: page, pageSize, ...(sort ?? {}) },
  });

  const renderers = new Map(columns.map((c) => [c.prop, c.render]));
  const antColumns: TableProps<Row>['columns'] = settings
    .filter((s) => !s.hide)
    .map((s) => ({
      key: s.prop,
      dataIndex: s.prop,
      title: s.label,
      width: s.width && s.width !== 'auto' ? (/^\d+$/.test(s.width) ? Number(s.width) : s.width) : undefined,
      fixed: s.fixed || undefined,
      sorter: s.sortable,
      sortOrder: sort?.prop === s.prop ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: renderers.get(s.prop) as ((v: unknown, r: Row) => ReactNode) | undefined,
    }));

  const emptyText = error ? tableErrorText(error as ApiError, t) : t('common:table.noData');

  return (
    <div className="data-table" data-testid={`data-table-${tableKey}`}>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <div>{toolbar}</div>
        <ColumnSettingsPopover
          tableKey={tableKey}
          settings={settings}
          defaults={defaults}
          onChange={setSettings}
        />
      </Flex>
      <Table<Row>
        rowKey={rowKey}
        loading={isFetching}
        columns={antColumns}
        dataSource={error ? [] : (data?.rows ?? [])}
        pagination={false}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        onChange={(_p, _f, sorter) => {
          const s = sorter as SorterResult<Row>;
          setSort(
            s.order && s.field
              ? { prop: String(s.field), order: s.order === 'ascend' ? 'asc' : 'desc' }
              : null,
          );
          setPage(1);
        }}
      />
      {summary && data && !error ? summary(data.rows, data.total) : null}
      <TablePager
        page={page}
        pageSize={pageSize}
        total={error ? 0 : (data?.total ?? 0)}
        onChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
      />
    </div>
  );
}
