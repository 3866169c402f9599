import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, TreeSelect } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  useCategoryTreeQuery,
  useDeleteProductItemMutation,
  useRefreshCategoriesMutation,
  useSaveProductItemMutation,
  type CategoryNode,
  type Names,
} from './api';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { ConfirmButton } from './product-list';

/** The interface language's key of a localised name. */
export const nameKey = (language: string): keyof Names =>
  language.startsWith('en') ? 'en' : language.startsWith('ru') ? 'ru' : 'zh-cn';

/** The tree without empty child lists, so leaves show no expander. */
const withoutEmptyChildren = (nodes: CategoryNode[] = []): CategoryNode[] =>
  nodes.map((n) => ({ ...n, children: n.children?.length ? withoutEmptyChildren(n.children) : undefined }));

const idsOf = (nodes: CategoryNode[] = []): string[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children)]);

const parentOptions = (nodes: CategoryNode[], label: (n: CategoryNode) => string, skip?: string): object[] =>
  nodes
    .filter((n) => n.id !== skip)
    .map((n) => ({ value: n.id, title: label(n), children: parentOptions(n.children ?? [], label, skip) }));

/** /admin/product/category: the category tree, with names in zh-cn, en and ru. */
export function CategoryScreen() {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const label = (n: CategoryNode) => n.name[lang] || n.name['zh-cn'];
  const { data = [], isFetching } = useCategoryTreeQuery();
  const [save, { isLoading }] = useSaveProductItemMutation();
  const [remove] = useDeleteProductItemMutation();
  const [refresh, { isLoading: refreshing }] = useRefreshCategoriesMutation();
  const [editing, setEditing] = useState<Editing<CategoryNode>>(null);
  // Every level shows opened, new ones included, unless its row was closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const row = editing?.mode === 'edit' ? editing.row : undefined;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'add', parentId: null })}
          data-testid="category-add"
        >
          {t('common:actions.add')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={() => void refresh()}
          data-testid="category-refresh"
        >
          {t('admin:product.category.refresh')}
        </Button>
      </Space>
      <Table<CategoryNode>
        rowKey="id"
        data-testid="category-tree"
        loading={isFetching}
        pagination={false}
        dataSource={withoutEmptyChildren(data)}
        expandable={{
          expandedRowKeys: idsOf(data).filter((id) => !collapsed.has(id)),
          onExpand: (open, r) =>
            setCollapsed((c) => {
              const next = new Set(c);
              if (open) next.delete(r.id);
              else next.add(r.id);
              return next;
            }),
        }}
        locale={{ emptyText: t('common:table.noData') }}
        columns={[
          { key: 'name', title: t('admin:product.category.name'), render: (_v, r) => label(r) },
          { key: 'en', title: t('admin:settings.labelEn'), render: (_v, r) => r.name.en },
          { key: 'ru', title: t('admin:settings.labelRu'), render: (_v, r) => r.name.ru },
          { dataIndex: 'sortOrder', title: t('admin:sys.sort') },
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
                <ConfirmButton
                  danger
                  title={t('admin:sys.confirmDelete', { name: label(r) })}
                  onConfirm={() => remove({ resource: 'category', id: r.id }).unwrap()}
                >
                  {t('common:actions.delete')}
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog
          title={t(row ? 'admin:product.category.edit' : 'admin:product.category.add')}
          testId="category-form"
          initial={
            row ?? { parentId: editing.mode === 'add' ? editing.parentId : null, sortOrder: 0, name: {} }
          }
          saving={isLoading}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            save({
              resource: 'category',
              body: { ...values, parentId: values.parentId ?? null, id: row?.id },
            }).unwrap()
          }
        >
          <Form.Item name="parentId" label={t('admin:sys.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={parentOptions(data, label, row?.id)}
              placeholder={t('admin:product.category.root')}
            />
          </Form.Item>
          <Form.Item
            name={['name', 'zh-cn']}
            label={t('admin:settings.labelZh')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name={['name', 'en']} label={t('admin:settings.labelEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name={['name', 'ru']} label={t('admin:settings.labelRu')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('admin:sys.sort')}>
            <InputNumber />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
