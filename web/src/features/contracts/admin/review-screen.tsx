import { useState } from 'react';
import { Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { FilterField } from '@/components/filter-drawer/filter-model';
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
import { ContractToolbar, useContractFilters } from '../filter-tools';

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
  const filters = useContractFilters('kind');
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
    // A draft is the member's own until submitted: the review lists the rest unless asked.
    ...(filters.status ? {} : { 'status@!=': 'draft' }),
    ...filters.searchParams(),
  };

  return (
    <>
      <DataTable
        tableKey={TABLE_KEY}
        url={`${ADMIN_CONTRACT}/page`}
        columns={columns}
        params={{
          ...(filters.filters.length ? { filters: filters.filters } : {}),
          ...(Object.keys(search).length ? { search_params: search } : {}),
        }}
        toolbar={
          <ContractToolbar
            tableKey={TABLE_KEY}
            state={filters}
            statuses={CONTRACT_STATUSES}
            choices={['member', 'company']}
            fields={filterFields(t)}
          />
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
