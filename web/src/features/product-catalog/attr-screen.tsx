import { useState } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, Tag, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table/data-table';
import {
  productBase,
  useCategoryTreeQuery,
  useChangeProductStatusMutation,
  useDeleteProductItemMutation,
  useSaveProductItemMutation,
  type Attr,
  type AttrType,
  type CategoryNode,
} from './api';
import { nameKey } from '@/components/category-tree-editor/category-tree-editor';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { AdminList, editDeleteColumn } from '@/components/admin-list/admin-list';

export const ATTR_TYPES: readonly AttrType[] = ['text', 'number', 'enum'];

/** The category tree as TreeSelect data in the interface language. */
export function useCategoryTreeData() {
  const { i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const { data = [] } = useCategoryTreeQuery();
  const walk = (nodes: CategoryNode[]): object[] =>
    nodes.map((n) => ({
      value: n.id,
      title: n.name[lang] || n.name['zh-cn'],
      children: walk(n.children ?? []),
    }));
  return walk(data);
}

function AttrDialog({ editing, onClose }: { editing: NonNullable<Editing<Attr>>; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveProductItemMutation();
  const treeData = useCategoryTreeData();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  return (
    <FormDialog
      title={t(row ? 'admin:product.attr.edit' : 'admin:product.attr.add')}
      testId="attr-form"
      initial={row ?? { type: 'enum', values: [], categoryIds: [], sortOrder: 0, status: 1 }}
      saving={isLoading}
      onClose={onClose}
      onSave={(values) =>
        save({
          resource: 'attr',
          body: { ...values, values: values.type === 'enum' ? values.values : [], id: row?.id },
        }).unwrap()
      }
    >
      <Form.Item
        name="name"
        label={t('admin:product.attr.name')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="type" label={t('admin:product.attr.type')} rules={[{ required: true }]}>
        <Radio.Group
          options={ATTR_TYPES.map((type) => ({ value: type, label: t(`admin:product.attr.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'enum' && (
            <Form.Item
              name="values"
              label={t('admin:product.attr.values')}
              extra={t('admin:product.attr.valuesHint')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('admin:product.attr.valuesRequired') },
              ]}
            >
              <Select mode="tags" open={false} tokenSeparators={[',', '，']} suffixIcon={null} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="categoryIds" label={t('admin:product.attr.categories')}>
        <TreeSelect multiple treeCheckable allowClear treeDefaultExpandAll treeData={treeData} />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('admin:sys.sort')}>
        <InputNumber />
      </Form.Item>
    </FormDialog>
  );
}

/** /admin/product/attr: attributes typed as text, number or an enumeration, bound to categories. */
export function AttrScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Attr>>(null);
  const [remove] = useDeleteProductItemMutation();
  const [changeStatus] = useChangeProductStatusMutation();
  const columns: DataColumn[] = [
    { prop: 'name', label: t('admin:product.attr.name'), sortable: true },
    {
      prop: 'type',
      label: t('admin:product.attr.type'),
      render: (v) => t(`admin:product.attr.types.${String(v)}`),
    },
    {
      prop: 'values',
      label: t('admin:product.attr.values'),
      render: (v) => (v as string[] | undefined)?.map((value) => <Tag key={value}>{value}</Tag>),
    },
    {
      prop: 'status',
      label: t('admin:sys.status'),
      render: (_v, r) => {
        const row = r as unknown as Attr;
        return (
          <Switch
            size="small"
            checked={row.status === 1}
            data-testid={`attr-status-${row.name}`}
            onChange={(on) => void changeStatus({ resource: 'attr', id: row.id, status: on ? 1 : 0 })}
          />
        );
      },
    },
    { prop: 'sortOrder', label: t('admin:sys.sort'), sortable: true },
    editDeleteColumn<Attr>(
      t,
      (row) => setEditing({ mode: 'edit', row }),
      (row) => remove({ resource: 'attr', id: row.id }).unwrap(),
    ),
  ];
  return (
    <>
      <AdminList
        tableKey="product-attr"
        url={`${productBase('attr')}/page`}
        columns={columns}
        searchField="name"
        searchLabel={t('admin:product.attr.name')}
        filterFields={[
          { field: 'name', label: t('admin:product.attr.name') },
          { field: 'type', label: t('admin:product.attr.type'), placeholder: ATTR_TYPES.join(' | ') },
          { field: 'status', label: t('admin:sys.status'), placeholder: '0 | 1' },
        ]}
        onAdd={() => setEditing({ mode: 'add' })}
      />
      {editing && <AttrDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
