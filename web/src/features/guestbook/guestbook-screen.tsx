import { useState } from 'react';
import { Button, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RelativeTime } from '@/components/relative-time/relative-time';
import { hasPermission } from '@/lib/permissions';
import {
  GUESTBOOK_STATUSES,
  GUESTBOOK_TYPES,
  useChangeGuestbookStatusMutation,
  useDeleteGuestbookMessagesMutation,
  type GuestbookRow,
  type GuestbookStatus,
} from './api';

const STATUS_COLOUR: Record<GuestbookStatus, string> = { new: 'red', contacted: 'blue', closed: 'default' };
/** The follow-up each status leads to. */
const NEXT: Record<GuestbookStatus, GuestbookStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: ['new'],
};

/**
 * §7 /admin/guestbook: the visitors' messages and consultation forms, newest first,
 * filtered by type and status; operations follow each up (new → contacted → closed).
 */
export function GuestbookScreen() {
  const { t } = useTranslation();
  const [remove] = useDeleteGuestbookMessagesMutation();
  const [changeStatus] = useChangeGuestbookStatusMutation();
  const [type, setType] = useState<string>();
  const [status, setStatus] = useState<GuestbookStatus>();
  const [keyword, setKeyword] = useState('');
  const row = (r: unknown) => r as GuestbookRow;
  const canChange = hasPermission('admin/guestbook/changeStatus');
  const canDelete = hasPermission('admin/guestbook/del');
  const label = (key: string) => t(`admin:settings.guestbook.${key}`);

  const columns: DataColumn[] = [
    {
      prop: 'type',
      label: label('type'),
      width: '110',
      render: (value) => <Tag>{label(`types.${String(value)}`)}</Tag>,
    },
    {
      prop: 'status',
      label: label('status'),
      width: '100',
      render: (value) => (
        <Tag color={STATUS_COLOUR[value as GuestbookStatus]} data-testid="guestbook-status">
          {label(`statuses.${String(value)}`)}
        </Tag>
      ),
    },
    { prop: 'name', label: t('admin:settings.guestbook.name'), width: '110' },
    { prop: 'company', label: t('admin:settings.guestbook.company') },
    {
      prop: 'phone',
      label: t('admin:settings.guestbook.phone'),
      width: '160',
      render: (value, r) =>
        value ? (
          <Space size={4}>
            {String(value)}
            {row(r).phoneVerified && (
              <Tooltip title={label('verified')}>
                <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={label('verified')} />
              </Tooltip>
            )}
          </Space>
        ) : row(r).memberId ? (
          <Tag color="gold">{label('member')}</Tag>
        ) : null,
    },
    { prop: 'email', label: t('admin:settings.guestbook.email') },
    { prop: 'country', label: label('country'), width: '100' },
    {
      prop: 'departurePort',
      label: label('ports'),
      render: (_v, r) =>
        row(r).departurePort ? `${row(r).departurePort} → ${row(r).destinationPort ?? ''}` : null,
    },
    {
      prop: 'content',
      label: t('admin:settings.guestbook.content'),
      render: (value) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
          {String(value ?? '')}
        </Typography.Paragraph>
      ),
    },
    { prop: 'source', label: label('source'), width: '110', hide: true },
    {
      prop: 'createdAt',
      label: t('admin:settings.guestbook.createdAt'),
      sortable: true,
      width: '120',
      render: (value) => <RelativeTime time={String(value)} />,
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      width: '200',
      // The table is wider than the page and scrolls sideways: the actions stay in view.
      fixed: 'right',
      render: (_v, r) => {
        const entry = row(r);
        return (
          <Space size={0} wrap>
            {canChange &&
              NEXT[entry.status].map((next) => (
                <Button
                  key={next}
                  type="link"
                  size="small"
                  data-testid={`guestbook-${next}-${entry.id}`}
                  onClick={() => void changeStatus({ id: entry.id, status: next })}
                >
                  {label(`moveTo.${next}`)}
                </Button>
              ))}
            {canDelete && (
              <Popconfirm
                title={t('admin:sys.confirmDelete', { name: entry.name })}
                okText={t('common:actions.confirm')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => remove({ id: entry.id }).unwrap()}
              >
                <Button type="link" danger size="small" data-testid={`guestbook-del-${entry.id}`}>
                  {t('common:actions.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];
  const filters = [
    ...(type ? [{ field: 'type', op: '=' as const, value: type }] : []),
    ...(status ? [{ field: 'status', op: '=' as const, value: status }] : []),
  ];
  return (
    <DataTable
      tableKey="guestbook"
      url="/admin/guestbook/page"
      columns={columns}
      params={{
        ...(filters.length ? { filters } : {}),
        ...(keyword ? { search_params: { 'name@include': keyword } } : {}),
      }}
      toolbar={
        <Space wrap>
          <Select
            allowClear
            placeholder={label('allTypes')}
            value={type}
            onChange={setType}
            style={{ width: 150 }}
            options={GUESTBOOK_TYPES.map((value) => ({ value, label: label(`types.${value}`) }))}
            data-testid="guestbook-type-filter"
          />
          <Select
            allowClear
            placeholder={label('allStatuses')}
            value={status}
            onChange={setStatus}
            style={{ width: 140 }}
            options={GUESTBOOK_STATUSES.map((value) => ({ value, label: label(`statuses.${value}`) }))}
            data-testid="guestbook-status-filter"
          />
          <Input.Search
            allowClear
            placeholder={label('search')}
            onSearch={setKeyword}
            style={{ width: 220 }}
            data-testid="guestbook-search"
          />
        </Space>
      }
    />
  );
}
