import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tag, TreeSelect } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialog/form-dialog';
import {
  useDeptTreeQuery,
  useMenuTreeQuery,
  useSaveDeptMutation,
  useSaveMenuMutation,
  type DeptNode,
  type MenuNode,
} from '../api';
import { DeleteButton, type Editing } from './row-actions';

type Node = { id: string; children?: Node[] };
const parentOptions = <T extends Node>(nodes: T[] = [], label: (n: T) => string): object[] =>
  nodes.map((n) => ({
    value: n.id,
    title: label(n),
    children: parentOptions((n.children ?? []) as T[], label),
  }));
const withoutEmptyChildren = <T extends Node>(nodes: T[] = []): T[] =>
  nodes.map((n) => ({
    ...n,
    children: n.children?.length ? withoutEmptyChildren(n.children as T[]) : undefined,
  }));

/** Departments: the tree, a form dialog and delete confirmations (sys.dept). */
export function DeptsScreen() {
  const { t } = useTranslation();
  const { data = [], isFetching, refetch } = useDeptTreeQuery();
  const [save, { isLoading }] = useSaveDeptMutation();
  const [editing, setEditing] = useState<Editing<DeptNode>>(null);
  const row = editing?.mode === 'edit' ? editing.row : undefined;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'add', parentId: null })}
        >
          {t('common:actions.add')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} />
      </Space>
      <Table<DeptNode>
        rowKey="id"
        loading={isFetching}
        pagination={false}
        dataSource={withoutEmptyChildren(data)}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t('common:table.noData') }}
        columns={[
          { dataIndex: 'name', title: t('admin:sys.dept.name') },
          { dataIndex: 'leader', title: t('admin:sys.dept.leader') },
          { dataIndex: 'sort', title: t('admin:sys.sort') },
          {
            key: 'actions',
            title: t('admin:sys.actions'),
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'add', parentId: r.id })}>
                  {t('admin:sys.addChild')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', row: r })}>
                  {t('admin:sys.edit')}
                </Button>
                <DeleteButton resource="dept" id={r.id} name={r.name} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog
          title={t(row ? 'admin:sys.dept.edit' : 'admin:sys.dept.add')}
          initial={row ?? { parentId: editing.mode === 'add' ? editing.parentId : null, sort: 0 }}
          saving={isLoading}
          onClose={() => setEditing(null)}
          onSave={(values) => save({ ...values, id: row?.id }).unwrap()}
        >
          <Form.Item name="parentId" label={t('admin:sys.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={parentOptions(data, (n) => n.name)} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('admin:sys.dept.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="leader" label={t('admin:sys.dept.leader')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sort" label={t('admin:sys.sort')}>
            <InputNumber />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}

/** Menus: the tree editor with permission strings per node (sys.menu). */
export function MenusScreen() {
  const { t } = useTranslation();
  const { data = [], isFetching, refetch } = useMenuTreeQuery();
  const [save, { isLoading }] = useSaveMenuMutation();
  const [editing, setEditing] = useState<Editing<MenuNode>>(null);
  const row = editing?.mode === 'edit' ? editing.row : undefined;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'add', parentId: null })}
        >
          {t('common:actions.add')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} />
      </Space>
      <Table<MenuNode>
        rowKey="id"
        loading={isFetching}
        pagination={false}
        dataSource={withoutEmptyChildren(data)}
        locale={{ emptyText: t('common:table.noData') }}
        columns={[
          { dataIndex: 'title', title: t('admin:sys.menu.title') },
          {
            dataIndex: 'type',
            title: t('admin:sys.menu.type'),
            render: (v: string) => t(`admin:sys.menu.types.${v}`),
          },
          { dataIndex: 'path', title: t('admin:sys.menu.path') },
          {
            dataIndex: 'perms',
            title: t('admin:sys.menu.perms'),
            render: (perms: string[]) => perms.map((p) => <Tag key={p}>{p}</Tag>),
          },
          {
            dataIndex: 'status',
            title: t('admin:sys.status'),
            render: (s: number) => <Switch size="small" checked={s === 1} disabled />,
          },
          {
            key: 'actions',
            title: t('admin:sys.actions'),
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'add', parentId: r.id })}>
                  {t('admin:sys.addChild')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', row: r })}>
                  {t('admin:sys.edit')}
                </Button>
                <DeleteButton resource="menu" id={r.id} name={r.title} />
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog
          title={t(row ? 'admin:sys.menu.edit' : 'admin:sys.menu.add')}
          initial={
            row
              ? { ...row, title: row.titles }
              : {
                  parentId: editing.mode === 'add' ? editing.parentId : null,
                  type: 'menu',
                  sort: 0,
                  status: 1,
                  perms: [],
                }
          }
          saving={isLoading}
          onClose={() => setEditing(null)}
          onSave={(v) => save({ ...(v as Parameters<typeof save>[0]), id: row?.id }).unwrap()}
        >
          <Form.Item name="parentId" label={t('admin:sys.parent')}>
            <TreeSelect allowClear treeData={parentOptions(data, (n) => n.title)} />
          </Form.Item>
          <Form.Item
            name={['title', 'zh-cn']}
            label={`${t('admin:sys.menu.title')} (中文)`}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name={['title', 'en']} label={`${t('admin:sys.menu.title')} (English)`}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name={['title', 'ru']} label={`${t('admin:sys.menu.title')} (Русский)`}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="type" label={t('admin:sys.menu.type')}>
            <Select
              options={['dir', 'menu', 'button'].map((v) => ({
                value: v,
                label: t(`admin:sys.menu.types.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="path" label={t('admin:sys.menu.path')}>
            <Input maxLength={200} placeholder="/admin/<module>/<view>" />
          </Form.Item>
          <Form.Item name="perms" label={t('admin:sys.menu.perms')}>
            <Select mode="tags" placeholder="sys/user/page" />
          </Form.Item>
          <Form.Item name="sort" label={t('admin:sys.sort')}>
            <InputNumber />
          </Form.Item>
          <Form.Item
            name="status"
            label={t('admin:sys.status')}
            getValueProps={(v) => ({ checked: v === 1 })}
            normalize={(v) => (v ? 1 : 0)}
          >
            <Switch />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
