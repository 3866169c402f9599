import { useState } from 'react';
import { Input, Popconfirm, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { hasPermission } from '@/lib/permissions';
import { RelativeTime } from '@/components/relative-time/relative-time';
import { useChangeMemberStatusMutation, type MemberAccountRow } from './api';

/** Enable at once; disable after a confirmation, since it signs the member out everywhere. */
function AccountStatus({ row }: { row: MemberAccountRow }) {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangeMemberStatusMutation();
  // Without the right to change it, the status shows as text: the switch is removed (§6).
  if (!hasPermission('member/account/changeStatus'))
    return (
      <Tag color={row.status === 1 ? 'green' : undefined}>
        {t(row.status === 1 ? 'admin:sys.members.enabled' : 'admin:sys.members.disabled')}
      </Tag>
    );
  const toggle = (
    <Switch
      size="small"
      checked={row.status === 1}
      loading={isLoading}
      data-testid={`member-status-${row.account}`}
      onChange={row.status === 1 ? undefined : () => void change({ id: row.id, status: 1 })}
    />
  );
  if (row.status !== 1) return toggle;
  return (
    <Popconfirm
      title={t('admin:sys.members.confirmDisable', { account: row.account })}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      onConfirm={() => change({ id: row.id, status: 0 }).unwrap()}
    >
      {toggle}
    </Popconfirm>
  );
}

/**
 * A member's phone with its country code once: `+86 13791083171`, whether the number
 * is stored with its code (`+8613791083171`) or without it.
 */
export function phoneText(countryCode: string, phone: string): string {
  if (!phone) return '';
  if (!phone.startsWith('+')) return countryCode ? `${countryCode} ${phone}` : phone;
  return countryCode && phone.startsWith(countryCode)
    ? `${countryCode} ${phone.slice(countryCode.length)}`
    : phone;
}

/** Member accounts: search, and disable (ending the member's sessions) or enable again. */
export function AccountsScreen() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const columns: DataColumn[] = [
    { prop: 'account', label: t('admin:sys.members.account'), sortable: true },
    { prop: 'companyName', label: t('admin:sys.members.company'), sortable: true },
    { prop: 'contact', label: t('admin:sys.members.contact') },
    {
      prop: 'phone',
      label: t('common:session.phone'),
      render: (v, r) => phoneText((r as unknown as MemberAccountRow).countryCode, String(v)),
    },
    { prop: 'email', label: t('common:session.email') },
    {
      prop: 'lastLoginAt',
      label: t('admin:sys.members.lastLogin'),
      sortable: true,
      render: (v) => (v ? <RelativeTime time={String(v)} /> : '—'),
    },
    {
      prop: 'createdAt',
      label: t('admin:sys.members.registered'),
      sortable: true,
      render: (v) => <RelativeTime time={String(v)} />,
    },
    {
      prop: 'status',
      label: t('admin:sys.status'),
      render: (_v, r) => <AccountStatus row={r as unknown as MemberAccountRow} />,
    },
  ];
  return (
    <DataTable
      tableKey="member-account"
      url="/admin/member.account/page"
      columns={columns}
      params={keyword ? { keyword } : {}}
      toolbar={
        <Input.Search
          allowClear
          placeholder={t('admin:sys.members.searchHint')}
          onSearch={setKeyword}
          style={{ width: 280 }}
          data-testid="member-search"
        />
      }
    />
  );
}
