import { useState } from 'react';
import { Badge, Button, Input, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { FilterDrawer } from '@/components/filter-drawer/filter-drawer';
import type { FilterField, FilterItem } from '@/components/filter-drawer/filter-model';
import { hasPermission } from '@/lib/permissions';
import { adminReviewBase, type AdminCompany, type AdminFiling, type ReviewKind } from '../api';
import { ReviewTag, VerifiedTag } from '../status-tags';
import { RejectDialog, ReviewDetailDialog, canReview, useApprove, type Reviewable } from './review-dialogs';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What each list calls its name and status fields (the member service's list policies). */
const FIELDS = {
  company: { name: 'name', status: 'auditStatus' },
  record: { name: 'companyName', status: 'status' },
} as const;

/** The fields the member service's list policy lets the drawer filter on; any other is a 400. */
const filterFields = (kind: ReviewKind, t: TFunction): FilterField[] => {
  const statusHint = STATUSES.join(' | ');
  return kind === 'company'
    ? [
        { field: 'name', label: t('member:company.fields.name') },
        { field: 'creditCode', label: t('member:company.fields.creditCode') },
        { field: 'customsCode', label: t('member:company.fields.customsCode') },
        { field: 'auditStatus', label: t('admin:company.status'), placeholder: statusHint },
        { field: 'verified', label: t('member:company.verified'), placeholder: 'true | false' },
        { field: 'memberId', label: t('admin:company.memberId') },
        { field: 'updatedAt', label: t('admin:company.updatedAt'), placeholder: 'YYYY-MM-DD' },
      ]
    : [
        { field: 'companyName', label: t('member:company.fields.name') },
        { field: 'creditCode', label: t('member:company.fields.creditCode') },
        { field: 'status', label: t('admin:company.status'), placeholder: statusHint },
        { field: 'ownershipType', label: t('member:company.filing.fields.ownershipType') },
        { field: 'memberId', label: t('admin:company.memberId') },
        { field: 'submittedAt', label: t('member:company.filing.submittedAt'), placeholder: 'YYYY-MM-DD' },
      ];
};

const date = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '-');

function useColumns(kind: ReviewKind, actions: (row: Reviewable) => React.ReactNode): DataColumn[] {
  const { t } = useTranslation();
  const f = (k: string) => t(`member:company.fields.${k}`);
  if (kind === 'company')
    return [
      {
        prop: 'name',
        label: f('name'),
        sortable: true,
        render: (v, r) => (
          <Space size={4} wrap>
            <span>{String(v)}</span>
            <VerifiedTag verified={(r as unknown as AdminCompany).verified} />
          </Space>
        ),
      },
      { prop: 'creditCode', label: f('creditCode') },
      { prop: 'customsCode', label: f('customsCode'), render: (v) => String(v || '-') },
      { prop: 'legalPerson', label: f('legalPerson'), render: (v) => String(v || '-') },
      {
        prop: 'auditStatus',
        label: t('admin:company.status'),
        sortable: true,
        render: (v, r) => (
          <ReviewTag
            status={v as AdminCompany['auditStatus']}
            reason={(r as unknown as AdminCompany).rejectReason}
          />
        ),
      },
      { prop: 'updatedAt', label: t('admin:company.updatedAt'), sortable: true, render: date },
      {
        prop: 'actions',
        label: t('admin:sys.actions'),
        render: (_v, r) => {
          const c = r as unknown as AdminCompany;
          return actions({ id: c.id, name: c.name, status: c.auditStatus });
        },
      },
    ];
  return [
    { prop: 'companyName', label: f('name'), sortable: true },
    { prop: 'creditCode', label: f('creditCode') },
    { prop: 'ownershipTypeName', label: t('member:company.filing.fields.ownershipType') },
    { prop: 'contact', label: t('member:company.filing.fields.contact') },
    { prop: 'phone', label: t('member:company.filing.fields.phone') },
    {
      prop: 'status',
      label: t('admin:company.status'),
      sortable: true,
      render: (v, r) => (
        <ReviewTag
          kind="record"
          status={v as AdminFiling['status']}
          reason={(r as unknown as AdminFiling).rejectReason}
        />
      ),
    },
    { prop: 'submittedAt', label: t('member:company.filing.submittedAt'), sortable: true, render: date },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const rec = r as unknown as AdminFiling;
        return actions({ id: rec.id, name: rec.companyName, status: rec.status });
      },
    },
  ];
}

/**
 * /admin/member/company (企业信息审核) and /admin/member/record (企业备案审核): the list with
 * name, credit code and status filters (more in the drawer), the detail dialog, approve and
 * reject with a reason.
 */
export function ReviewScreen({ kind }: { kind: ReviewKind }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | undefined>();
  const [filters, setFilters] = useState<FilterItem[]>([]);
  const [filtering, setFiltering] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Reviewable | null>(null);
  const approve = useApprove(kind);
  const reviewable = canReview(kind);
  const fields = FIELDS[kind];
  const tableKey = `member-${kind}`;

  const columns = useColumns(kind, (row) => (
    <Space size={0}>
      {hasPermission(`member/${kind}/info`) && (
        <Button type="link" size="small" onClick={() => setDetail(row.id)} data-testid={`detail-${row.id}`}>
          {t('admin:company.detailAction')}
        </Button>
      )}
      {reviewable && row.status !== 'approved' && (
        <Button type="link" size="small" onClick={() => approve(row)} data-testid={`approve-${row.id}`}>
          {t('admin:company.approve')}
        </Button>
      )}
      {reviewable && row.status !== 'rejected' && (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setRejecting(row)}
          data-testid={`reject-${row.id}`}
        >
          {t('admin:company.reject')}
        </Button>
      )}
    </Space>
  ));

  const search: Record<string, string> = {
    ...(name ? { [`${fields.name}@include`]: name } : {}),
    ...(code ? { 'creditCode@include': code.toUpperCase() } : {}),
    ...(status ? { [`${fields.status}@=`]: status } : {}),
  };

  return (
    <>
      <DataTable
        tableKey={tableKey}
        url={`${adminReviewBase(kind)}/page`}
        columns={columns}
        params={{
          ...(filters.length ? { filters } : {}),
          ...(Object.keys(search).length ? { search_params: search } : {}),
        }}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('member:company.fields.name')}
              onSearch={setName}
              style={{ width: 220 }}
              data-testid={`${tableKey}-search`}
            />
            <Input.Search
              allowClear
              placeholder={t('member:company.fields.creditCode')}
              onSearch={setCode}
              style={{ width: 220 }}
              data-testid={`${tableKey}-code`}
            />
            <Select
              allowClear
              placeholder={t('admin:company.status')}
              value={status}
              onChange={setStatus}
              style={{ width: 160 }}
              options={STATUSES.map((s) => ({
                value: s,
                label: t(`member:company.${kind === 'record' ? 'filingStatus' : 'review'}.${s}`),
              }))}
              data-testid={`${tableKey}-status`}
            />
            <Badge count={filters.length} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setFiltering(true)}
                data-testid={`${tableKey}-filter`}
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
        fields={filterFields(kind, t)}
        value={filters}
        onApply={(items) => {
          setFilters(items);
          setFiltering(false);
        }}
        storageKey={tableKey}
      />
      {detail && (
        <ReviewDetailDialog
          kind={kind}
          id={detail}
          onClose={() => setDetail(null)}
          onReject={(row) => setRejecting(row)}
        />
      )}
      {rejecting && (
        <RejectDialog
          kind={kind}
          row={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => setDetail(null)}
        />
      )}
    </>
  );
}
