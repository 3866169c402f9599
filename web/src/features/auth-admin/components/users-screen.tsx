import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { usePasswordRule } from '@/lib/password-rule';
import {
  useDeptTreeQuery,
  useRoleOptionsQuery,
  useSaveUserMutation,
  type AdminUserRow,
  type DeptNode,
} from '../api';
import { DeleteButton, StatusSwitch, type Editing } from './row-actions';

const deptOptions = (nodes: DeptNode[] = []): object[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: deptOptions(n.children) }));

function UserDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing<AdminUserRow>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveUserMutation();
  const { data: roles = [] } = useRoleOptionsQuery();
  const { data: depts = [] } = useDeptTreeQuery();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  return (
    <Dialog
      open
      title={t(row ? 'admin:sys.user.edit' : 'admin:sys.user.add')}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={row ?? { status: 1, roleIds: [] }}
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await save({ ...values, id: row?.id }).unwrap();
          onClose();
        }}
        data-testid="user-form"
      >
        <Form.Item
          name="username"
          label={t('admin:sys.user.username')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common:session.password')}
          // A new account needs a password; an edit keeps the old one unless a new one is typed.
          rules={
            row
              ? [passwordRule]
              : [{ required: true, message: t('common:session.required.password') }, passwordRule]
          }
          extra={row ? t('admin:sys.user.passwordKeep') : undefined}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="realname" label={t('admin:sys.user.realname')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="mobile" label={t('common:session.phone')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t('common:session.email')} rules={[{ type: 'email' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="deptId" label={t('admin:sys.user.dept')}>
          <TreeSelect allowClear treeData={deptOptions(depts)} />
        </Form.Item>
        <Form.Item name="roleIds" label={t('admin:sys.user.roles')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
            data-testid="user-roles"
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** Back-office users: data table, form dialog, status switch, delete confirmation. */
export function UsersScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<AdminUserRow>>(null);
  const [keyword, setKeyword] = useState('');
  const { data: roles = [] } = useRoleOptionsQuery();
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const columns: DataColumn[] = [
    { prop: 'username', label: t('admin:sys.user.username'), sortable: true },
    { prop: 'realname', label: t('admin:sys.user.realname') },
    { prop: 'mobile', label: t('common:session.phone') },
    {
      prop: 'roleIds',
      label: t('admin:sys.user.roles'),
      render: (ids) => (ids as string[]).map((id) => <Tag key={id}>{roleName.get(id) ?? id}</Tag>),
    },
    {
      prop: 'status',
      label: t('admin:sys.status'),
      render: (_v, r) => {
        const row = r as unknown as AdminUserRow;
        return <StatusSwitch resource="user" id={row.id} status={row.status} disabled={row.isSuper} />;
      },
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const row = r as unknown as AdminUserRow;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', row })}>
              {t('admin:sys.edit')}
            </Button>
            <DeleteButton resource="user" id={row.id} name={row.username} disabled={row.isSuper} />
          </Space>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        tableKey="sys-user"
        url="/admin/sys.user/page"
        columns={columns}
        params={keyword ? { search_params: { 'username@include': keyword } } : {}}
        toolbar={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('admin:sys.user.username')}
              onSearch={setKeyword}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'add' })}
              data-testid="user-add"
            >
              {t('common:actions.add')}
            </Button>
          </Space>
        }
      />
      {editing && <UserDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
