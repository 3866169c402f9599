import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Spin, Tree } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import {
  useAuthRoleMutation,
  useMenuTreeQuery,
  useSaveRoleMutation,
  type MenuNode,
  type RoleRow,
} from '../api';
import { DeleteButton, StatusSwitch, type Editing } from './row-actions';

const treeData = (nodes: MenuNode[] = []): object[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.perms.length ? `${n.title} (${n.perms.length})` : n.title,
    children: treeData(n.children),
  }));

/** Assigns menus, and with them their permission strings, to a role (sys.role/auth). */
function RoleAuthDialog({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: menus, isLoading } = useMenuTreeQuery();
  const [checked, setChecked] = useState<string[]>(role.menuIds);
  const [dirty, setDirty] = useState(false);
  const [grant, { isLoading: saving }] = useAuthRoleMutation();
  return (
    <Dialog
      open
      title={t('admin:sys.role.authTitle', { name: role.name })}
      dirty={dirty}
      onClose={onClose}
      confirmLoading={saving}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      onOk={async () => {
        await grant({ id: role.id, menuIds: checked }).unwrap();
        onClose();
      }}
    >
      {isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          defaultExpandAll
          treeData={treeData(menus)}
          checkedKeys={checked}
          onCheck={(keys) => {
            setDirty(true);
            setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
          }}
          data-testid="role-menu-tree"
        />
      )}
    </Dialog>
  );
}

function RoleDialog({ editing, onClose }: { editing: NonNullable<Editing<RoleRow>>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveRoleMutation();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  return (
    <Dialog
      open
      title={t(row ? 'admin:sys.role.edit' : 'admin:sys.role.add')}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={row ?? { status: 1, sort: 0 }}
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await save({ ...values, id: row?.id }).unwrap();
          onClose();
        }}
        data-testid="role-form"
      >
        <Form.Item
          name="name"
          label={t('admin:sys.role.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="code" label={t('admin:sys.role.code')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sort" label={t('admin:sys.sort')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="remark" label={t('admin:sys.remark')}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** Roles: data table, form dialog, menu/permission assignment, status switch, delete confirmation. */
export function RolesScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<RoleRow>>(null);
  const [authorising, setAuthorising] = useState<RoleRow | null>(null);
  const columns: DataColumn[] = [
    { prop: 'name', label: t('admin:sys.role.name'), sortable: true },
    { prop: 'code', label: t('admin:sys.role.code') },
    { prop: 'remark', label: t('admin:sys.remark') },
    {
      prop: 'status',
      label: t('admin:sys.status'),
      render: (_v, r) => <StatusSwitch resource="role" id={String(r.id)} status={r.status as 0 | 1} />,
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const row = r as unknown as RoleRow;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', row })}>
              {t('admin:sys.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => setAuthorising(row)}
              data-testid={`role-auth-${row.name}`}
            >
              {t('admin:sys.role.auth')}
            </Button>
            <DeleteButton resource="role" id={row.id} name={row.name} />
          </Space>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        tableKey="sys-role"
        url="/admin/sys.role/page"
        columns={columns}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="role-add"
          >
            {t('common:actions.add')}
          </Button>
        }
      />
      {editing && <RoleDialog editing={editing} onClose={() => setEditing(null)} />}
      {authorising && <RoleAuthDialog role={authorising} onClose={() => setAuthorising(null)} />}
    </>
  );
}
