import { useMemo, useState } from 'react';
import { Flex, Input, Pagination, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetTablePageQuery } from '@/components/data-table/table-api';

/** §9: the table select's page size, table height and drop-down width. */
export const TABLE_SELECT_PAGE_SIZE = 20;
export const TABLE_SELECT_HEIGHT = 245;
export const TABLE_SELECT_WIDTH = 400;
/** §9: the selection is loaded by id list with a very large page size (the services' maximum). */
export const TABLE_SELECT_ID_PAGE_SIZE = 1000;

type Row = Record<string, unknown>;
type Id = string | number;

export interface TableSelectColumn {
  prop: string;
  label: string;
  width?: number;
}

export interface TableSelectProps {
  /** POST endpoint answering a paged list (§7). */
  url: string;
  columns: TableSelectColumn[];
  value?: Id | Id[] | null;
  onChange?: (value: Id | Id[] | null, rows: Row[]) => void;
  multiple?: boolean;
  /** The field shown in the box for a chosen row. */
  labelField?: string;
  valueField?: string;
  /** Searched with `include` by the box above the table; no box without it. */
  searchField?: string;
  /** Rows of the current selection already at hand: their labels need no request. */
  selectedRows?: Row[];
  /** Extra request fields, e.g. a fixed filter list. */
  params?: Record<string, unknown>;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Set by Form.Item. */
  id?: string;
  'data-testid'?: string;
}

const asList = (value: TableSelectProps['value']): Id[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * Table select (§2, §9): a select whose drop-down is a paged table (20 a page, 245 px high,
 * 400 px wide). The current selection's labels are loaded by id list.
 */
export function TableSelect({
  url,
  columns,
  value,
  onChange,
  multiple = false,
  labelField = 'name',
  valueField = 'id',
  searchField,
  params,
  selectedRows,
  placeholder,
  disabled,
  allowClear = true,
  id,
  'data-testid': testId = 'table-select',
}: TableSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [known, setKnown] = useState<Map<Id, Row>>(
    () => new Map((selectedRows ?? []).map((r) => [r[valueField] as Id, r])),
  );
  const selected = asList(value);

  const filters = keyword && searchField ? [{ field: searchField, op: 'include', value: keyword }] : [];
  const pageQuery = useGetTablePageQuery(
    {
      url,
      body: {
        ...params,
        pageNumber: page,
        pageSize: TABLE_SELECT_PAGE_SIZE,
        ...(filters.length ? { filters } : {}),
      },
    },
    { skip: !open },
  );
  // Only ids whose rows have not been seen are asked for.
  const missing = selected.filter(
    (v) => !known.has(v) && !pageQuery.data?.rows.some((r) => r[valueField] === v),
  );
  const selectionQuery = useGetTablePageQuery(
    {
      url,
      body: {
        ...params,
        pageNumber: 1,
        pageSize: TABLE_SELECT_ID_PAGE_SIZE,
        filters: [{ field: valueField, op: '=', value: missing.join('|') }],
      },
    },
    { skip: missing.length === 0 },
  );

  const rowsById = useMemo(() => {
    const all = new Map(known);
    for (const row of [...(selectionQuery.data?.rows ?? []), ...(pageQuery.data?.rows ?? [])])
      all.set(row[valueField] as Id, row);
    return all;
  }, [known, selectionQuery.data, pageQuery.data, valueField]);

  const options = selected.map((v) => ({
    value: v,
    label: rowsById.has(v) ? String(rowsById.get(v)![labelField] ?? v) : String(v),
  }));

  const emit = (ids: Id[]) => {
    const rows = ids.flatMap((v) => (rowsById.has(v) ? [rowsById.get(v)!] : []));
    setKnown(new Map(rows.map((r) => [r[valueField] as Id, r])));
    onChange?.(multiple ? ids : (ids[0] ?? null), rows);
  };

  const tableColumns: TableColumnsType<Row> = columns.map((c) => ({
    key: c.prop,
    dataIndex: c.prop,
    title: c.label,
    width: c.width,
    ellipsis: true,
  }));

  const popup = (
    <div
      data-testid={`${testId}-popup`}
      onKeyDown={(e) => {
        // The keys typed in the search box are not the select's; and Enter there searches
        // rather than submitting the form the drop-down is drawn in.
        e.stopPropagation();
        if (e.key === 'Enter') e.preventDefault();
      }}
    >
      {searchField && (
        <Input.Search
          size="small"
          allowClear
          placeholder={t('common:tableSelect.search')}
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
          style={{ marginBottom: 8 }}
        />
      )}
      <Table<Row>
        size="small"
        rowKey={valueField}
        columns={tableColumns}
        dataSource={pageQuery.data?.rows ?? []}
        loading={pageQuery.isFetching}
        pagination={false}
        scroll={{ y: TABLE_SELECT_HEIGHT }}
        locale={{ emptyText: t('common:table.noData') }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            emit(keys as Id[]);
            if (!multiple) setOpen(false);
          },
        }}
        onRow={(row) => ({
          onClick: (e) => {
            // The radio or checkbox of the row reports through rowSelection already.
            if ((e.target as HTMLElement).closest('.ant-table-selection-column')) return;
            const v = row[valueField] as Id;
            if (!multiple) {
              emit([v]);
              setOpen(false);
            } else emit(selected.includes(v) ? selected.filter((s) => s !== v) : [...selected, v]);
          },
        })}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={TABLE_SELECT_PAGE_SIZE}
          total={pageQuery.data?.total ?? 0}
          onChange={setPage}
        />
      </Flex>
    </div>
  );

  return (
    <Select
      id={id}
      data-testid={testId}
      mode={multiple ? 'multiple' : undefined}
      open={open}
      onOpenChange={setOpen}
      value={multiple ? selected : (selected[0] ?? null)}
      options={options}
      loading={selectionQuery.isFetching}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder ?? t('common:select.placeholder')}
      popupMatchSelectWidth={TABLE_SELECT_WIDTH}
      // Inside a modal, a drop-down drawn in <body> is outside the modal's focus lock: the lock
      // pulls the focus back from the search box and the drop-down closes. Drawn next to the box,
      // it stays inside whatever contains the box.
      getPopupContainer={(box: HTMLElement) => box.parentElement ?? document.body}
      popupRender={() => popup}
      onChange={(next) => emit(asList(next as Id | Id[] | null))}
      style={{ minWidth: 200 }}
    />
  );
}
