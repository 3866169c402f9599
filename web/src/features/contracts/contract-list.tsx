import { useState } from 'react';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { FilterField } from '@/components/filter-drawer/filter-model';
import { CONTRACT_TRACKING, MEMBER_CONTRACT, type ContractKind, type ContractRow } from './api';
import { totalsByCurrency } from './money';
import { Money } from './money-text';
import { QuotePicker } from './quote-picker';
import { CONTRACT_PATHS, CONTRACT_STATUSES } from './rules';
import { ContractStatusTag, MismatchFlag } from './tags';
import { ContractToolbar, useContractFilters } from './filter-tools';

/** Which list: the member's trade contracts, its service contracts, or the ones under way. */
export type ContractListMode = ContractKind | 'trace';

const TRACKED_STATUSES = ['approved', 'executing', 'completed', 'terminated'] as const;

/** The row fields the member service lets a list filter on. */
const filterFields = (t: TFunction): FilterField[] => [
  { field: 'number', label: t('contract:fields.number') },
  { field: 'status', label: t('contract:fields.status'), placeholder: CONTRACT_STATUSES.join(' | ') },
  { field: 'role', label: t('contract:fields.role'), placeholder: 'filer | counterparty' },
  { field: 'partyMismatch', label: t('contract:mismatch.flag'), placeholder: 'true | false' },
  { field: 'changedAt', label: t('contract:fields.updatedAt'), placeholder: 'YYYY-MM-DD' },
];

const row = (r: Record<string, unknown>) => r as unknown as ContractRow;

/**
 * Column widths (px) that together fit the content area of a 1440 px window, so the fixed
 * Actions column covers none of the others: party names wrap on two lines (cut there, the
 * whole name on hover), the milestone's date goes under its name, tags and actions wrap. A
 * column still grows to what cannot wrap (an amount, a long word).
 */
const WIDTHS = {
  number: '120',
  status: '160',
  totalAmount: '150',
  party: '130',
  lastMilestone: '120',
  role: '120',
  actions: '130',
};

function useColumns(mode: ContractListMode): DataColumn[] {
  const { t } = useTranslation();
  const f = (k: string) => t(`contract:fields.${k}`);
  const infoPath = (r: ContractRow) =>
    mode === 'trace' ? CONTRACT_PATHS.traceDetail(r.id) : CONTRACT_PATHS[r.kind].info(r.id);
  /** A party's name on two lines at most (the whole name on hover). */
  const party = (v: unknown) => (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: String(v) }} style={{ marginBottom: 0 }}>
      {String(v)}
    </Typography.Paragraph>
  );
  return [
    {
      prop: 'number',
      label: f('number'),
      width: WIDTHS.number,
      render: (v, r) => (
        <Link to={infoPath(row(r))} data-testid={`contract-${String(v)}`}>
          {String(v)}
        </Link>
      ),
    },
    {
      prop: 'status',
      label: f('status'),
      width: WIDTHS.status,
      render: (_v, r) => (
        <Space size={4} wrap>
          <ContractStatusTag status={row(r).status} />
          <MismatchFlag mismatch={row(r).partyMismatch} />
        </Space>
      ),
    },
    {
      prop: 'totalAmount',
      label: f('totalAmount'),
      width: WIDTHS.totalAmount,
      render: (v, r) => <Money amount={String(v)} currency={row(r).currency} />,
    },
    { prop: 'title', label: f('title'), hide: true },
    { prop: 'buyerName', label: f('buyer'), width: WIDTHS.party, render: party },
    { prop: 'sellerName', label: f('seller'), width: WIDTHS.party, render: party },
    {
      prop: 'lastMilestone',
      label: f('lastMilestone'),
      width: WIDTHS.lastMilestone,
      hide: mode === 'company',
      render: (v, r) =>
        v ? (
          <>
            <div>{t(`contract:milestone.${String(v)}`)}</div>
            <Typography.Text type="secondary">{row(r).lastMilestoneDate}</Typography.Text>
          </>
        ) : (
          '-'
        ),
    },
    {
      prop: 'role',
      label: f('role'),
      width: WIDTHS.role,
      render: (v) => (
        <Tag color={v === 'filer' ? 'geekblue' : 'purple'} style={{ whiteSpace: 'normal' }}>
          {t(`contract:role.${String(v)}`)}
        </Tag>
      ),
    },
    { prop: 'signedAt', label: f('signedAt'), hide: true, render: (v) => String(v || '-') },
    {
      prop: 'changedAt',
      label: f('updatedAt'),
      sortable: true,
      hide: true,
      render: (_v, r) => new Date(row(r).updatedAt).toLocaleString(),
    },
    {
      prop: 'actions',
      label: t('contract:actions.title'),
      width: WIDTHS.actions,
      fixed: 'right',
      render: (_v, r) => {
        const c = row(r);
        return (
          <Space size={0} wrap>
            <Link to={infoPath(c)}>
              <Button type="link" size="small" data-testid={`view-${c.id}`}>
                {t('contract:actions.view')}
              </Button>
            </Link>
            {mode !== 'trace' && c.role === 'filer' && ['draft', 'rejected'].includes(c.status) && (
              <Link to={CONTRACT_PATHS[c.kind].save(c.id)}>
                <Button type="link" size="small" data-testid={`edit-${c.id}`}>
                  {t('contract:actions.edit')}
                </Button>
              </Link>
            )}
            {mode !== 'trace' && (TRACKED_STATUSES as readonly string[]).includes(c.status) && (
              <Link to={CONTRACT_PATHS.traceDetail(c.id)}>
                <Button type="link" size="small">
                  {t('contract:actions.trace')}
                </Button>
              </Link>
            )}
          </Space>
        );
      },
    },
  ];
}

/** The sums of the rows shown, per currency, with the number of contracts found. */
function ListTotals({ rows, total }: { rows: ContractRow[]; total: number }) {
  const { t } = useTranslation();
  const sums = totalsByCurrency(rows);
  return (
    <Flex
      gap={16}
      wrap
      style={{ padding: '10px 12px', background: '#fafafa', borderTop: '1px solid #f0f0f0' }}
      data-testid="contract-totals"
    >
      <Typography.Text>{t('contract:list.count', { count: total })}</Typography.Text>
      {sums.length > 0 && (
        <Typography.Text>
          {t('contract:list.pageTotal')}:{' '}
          {sums.map((s, i) => (
            <Typography.Text strong key={s.currency}>
              {i > 0 ? ' · ' : ''}
              <Money amount={s.total} currency={s.currency} />
            </Typography.Text>
          ))}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * /memberContract/index (trade contracts), /companyContract/index (service contracts with the
 * platform) and /memberContract/trace (the contracts under way): number, status, role and
 * party-check filters (more in the drawer), status tags, totals.
 */
export function ContractList({ mode }: { mode: ContractListMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useContractFilters('role');
  const [picking, setPicking] = useState(false);
  const tableKey = `contracts-${mode}`;
  const search: Record<string, string> = {
    ...(mode === 'trace' ? {} : { 'kind@=': mode }),
    ...filters.searchParams(),
  };
  const statuses = mode === 'trace' ? TRACKED_STATUSES : CONTRACT_STATUSES;
  const columns = useColumns(mode);

  return (
    <>
      <DataTable
        tableKey={tableKey}
        url={`${mode === 'trace' ? CONTRACT_TRACKING : MEMBER_CONTRACT}/page`}
        columns={columns}
        params={{
          ...(filters.filters.length ? { filters: filters.filters } : {}),
          ...(Object.keys(search).length ? { search_params: search } : {}),
        }}
        summary={(rows, total) => <ListTotals rows={rows as unknown as ContractRow[]} total={total} />}
        toolbar={
          <ContractToolbar
            tableKey={tableKey}
            state={filters}
            statuses={statuses}
            choices={['filer', 'counterparty']}
            fields={filterFields(t)}
          >
            {mode !== 'trace' && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(CONTRACT_PATHS[mode].save('0'))}
                data-testid="contract-add"
              >
                {t(`contract:actions.${mode === 'company' ? 'addCompany' : 'add'}`)}
              </Button>
            )}
            {mode === 'member' && (
              <Button
                icon={<FileAddOutlined />}
                onClick={() => setPicking(true)}
                data-testid="contract-from-quote"
              >
                {t('contract:actions.fromQuote')}
              </Button>
            )}
          </ContractToolbar>
        }
      />
      {picking && (
        <QuotePicker
          onClose={() => setPicking(false)}
          onPick={(quoteId) => void navigate(`${CONTRACT_PATHS.member.save('0')}?quoteId=${quoteId}`)}
        />
      )}
    </>
  );
}
