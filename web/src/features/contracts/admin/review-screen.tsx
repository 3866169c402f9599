import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { FilterField, FilterItem } from '@/components/filter-drawer/filter-model';
import { hasPermission } from '@/lib/permissions';
import { ADMIN_CONTRACT, type AdminContract } from '../api';
import { Money } from '../money-text';
import { CONTRACT_STATUSES, SERVICE_TYPES } from '../rules';
import { ContractStatusTag, MismatchFlag } from '../tags';
import {
  ContractReviewDialog,
  RejectContractDialog,
  canReviewContracts,
  useApproveContract,
  type ReviewableContract,
} from './review-dialogs';
import { ContractFilterTools } from '../filter-tools';

const TABLE_KEY = 'member-contract';

/** The fields the member service's back-office list policy filters on. */
const filterFields = (t: TFunction): FilterField[] => [
  { field: 'number', label: t('contract:fields.number') },
  { field: 'title', label: t('contract:fields.title') },
  { field: 'kind', label: t('contract:fields.kind'), placeholder: 'member | company' },
  {
    field: 'serviceType',
    label: t('contract:fields.serviceType'),
    placeholder: SERVICE_TYPES.join(' | '),
  },
  { field: 'status', label: t('contract:fields.status'), placeholder: CONTRACT_STATUSES.join(' | ') },
  { field: 'memberId', label: t('admin:company.memberId') },
  { field: 'currency', label: t('contract:fields.currency') },
  { field: 'partyMismatch', label: t('contract:mismatch.flag'), placeholder: 'true | false' },
  { field: 'submittedAt', label: t('admin:contract.submittedAt'), placeholder: 'YYYY-MM-DD' },
];

const row = (r: Record<string, unknown>) => r as unknown as AdminContract;
const date = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '-');

function useColumns(actions: (row: AdminContract) => React.ReactNode): DataColumn[] {
  const { t } = useTranslation();
  const f = (k: string) => t(`contract:fields.${k}`);
  return [
    { prop: 'number', label: f('number'), sortable: true },
    {
      prop: 'status',
      label: f('status'),
      sortable: true,
      render: (_v, r) => (
        <Space size={4}>
          <ContractStatusTag status={row(r).status} reason={row(r).rejectReason || undefined} />
          <MismatchFlag mismatch={row(r).partyMismatch} />
        </Space>
      ),
    },
    {
      prop: 'kind',
      label: f('kind'),
      render: (_v, r) =>
        row(r).kind === 'company'
          ? `${t('contract:kind.company')} · ${t(`contract:serviceType.${row(r).serviceType}`)}`
          : t('contract:kind.member'),
    },
    { prop: 'buyer', label: f('buyer'), render: (_v, r) => row(r).buyer.name },
    { prop: 'seller', label: f('seller'), render: (_v, r) => row(r).seller.name },
    {
      prop: 'totalAmount',
      label: f('totalAmount'),
      render: (_v, r) => <Money amount={row(r).totalAmount} currency={row(r).currency} />,
    },
    { prop: 'title', label: f('title'), hide: true },
    { prop: 'submittedAt', label: t('admin:contract.submittedAt'), sortable: true, render: date },
    { prop: 'actions', label: t('admin:sys.actions'), fixed: 'right', render: (_v, r) => actions(row(r)) },
  ];
}

/**
 * /admin/member/contract (合同审核): the contracts filed, the party check's flag in the list
 * and a filter for it, the detail, approve and reject with a reason.
 */
export function ContractReviewScreen() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const [kind, setKind] = useState<string | undefined>();
  const [flagged, setFlagged] = useState(false);
  const [filters, setFilters] = useState<FilterItem[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ReviewableContract | null>(null);
  const approve = useApproveContract();
  const reviewable = canReviewContracts();

  const columns = useColumns((c) => (
    <Space size={0}>
      {hasPermission('member/contract/info') && (
        <Button type="link" size="small" onClick={() => setDetail(c.id)} data-testid={`detail-${c.id}`}>
          {t('admin:company.detailAction')}
        </Button>
      )}
      {reviewable && c.status === 'submitted' && (
        <>
          <Button type="link" size="small" onClick={() => approve(c)} data-testid={`approve-${c.id}`}>
            {t('admin:company.approve')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => setRejecting(c)}
            data-testid={`reject-${c.id}`}
          >
            {t('admin:company.reject')}
          </Button>
        </>
      )}
    </Space>
  ));

  const search: Record<string, string> = {
    ...(number ? { 'number@include': number } : {}),
    // A draft is the member's own until submitted: the review lists the rest unless asked.
    ...(status ? { 'status@=': status } : { 'status@!=': 'draft' }),
    ...(kind ? { 'kind@=': kind } : {}),
    ...(flagged ? { 'partyMismatch@=': 'true' } : {}),
  };

  return (
    <>
      <DataTable
        tableKey={TABLE_KEY}
        url={`${ADMIN_CONTRACT}/page`}
        columns={columns}
        params={{
          ...(filters.length ? { filters } : {}),
          ...(Object.keys(search).length ? { search_params: search } : {}),
        }}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('contract:fields.number')}
              onSearch={setNumber}
              style={{ width: 200 }}
              data-testid={`${TABLE_KEY}-search`}
            />
            <Select
              allowClear
              placeholder={t('contract:fields.status')}
              value={status}
              onChange={setStatus}
              style={{ width: 140 }}
              options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contract:status.${s}`) }))}
              data-testid={`${TABLE_KEY}-status`}
            />
            <Select
              allowClear
              placeholder={t('contract:fields.kind')}
              value={kind}
              onChange={setKind}
              style={{ width: 140 }}
              options={(['member', 'company'] as const).map((k) => ({
                value: k,
                label: t(`contract:kind.${k}`),
              }))}
            />
            <ContractFilterTools
              tableKey={TABLE_KEY}
              fields={filterFields(t)}
              flagged={flagged}
              onFlagged={setFlagged}
              filters={filters}
              onFilters={setFilters}
            />
          </Space>
        }
      />
      {detail && (
        <ContractReviewDialog id={detail} onClose={() => setDetail(null)} onReject={(r) => setRejecting(r)} />
      )}
      {rejecting && (
        <RejectContractDialog
          row={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => setDetail(null)}
        />
      )}
    </>
  );
}
