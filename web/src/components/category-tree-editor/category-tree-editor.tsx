import { useState, type ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/admin-list/admin-list';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';

export interface Names {
  'zh-cn': string;
  en: string;
  ru: string;
}

/** A category as the back office edits it: three names, a parent, an order. */
export interface TreeCategory {
  id: string;
  parentId: string | null;
  name: Names;
  sortOrder: number;
  children?: TreeCategory[];
}

export interface CategoryFields {
  parentId: string | null;
  name: Partial<Names> & { 'zh-cn': string };
  sortOrder?: number;
}

/** The interface language's key of a localised name. */
export const nameKey = (language: string): keyof Names =>
  language.startsWith('en') ? 'en' : language.startsWith('ru') ? 'ru' : 'zh-cn';

/** The tree without empty child lists, so leaves show no expander. */
const withoutEmptyChildren = (nodes: TreeCategory[] = []): TreeCategory[] =>
  nodes.map((n) => ({ ...n, children: n.children?.length ? withoutEmptyChildren(n.children) : undefined }));

const idsOf = (nodes: TreeCategory[] = []): string[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children)]);

const parentOptions = (nodes: TreeCategory[], label: (n: TreeCategory) => string, skip?: string): object[] =>
  nodes
    .filter((n) => n.id !== skip)
    .map((n) => ({ value: n.id, title: label(n), children: parentOptions(n.children ?? [], label, skip) }));

/**
 * A category tree of the back office (products, articles): the tree table with names in
 * zh-cn, en and ru, and the add, add-below, edit and delete dialog.
 */
export function CategoryTreeEditor(props: {
  data: TreeCategory[];
  loading: boolean;
  saving: boolean;
  onSave: (fields: CategoryFields, id?: string) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
  titles: { add: string; edit: string; name: string; root: string };
  /** Prefix of the test ids: `<testId>-add`, `<testId>-tree`, `<testId>-form`. */
  testId: string;
  /** Buttons after "add". */
  toolbar?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const label = (n: TreeCategory) => n.name[lang] || n.name['zh-cn'];
  const { data, titles } = props;
  const [editing, setEditing] = useState<Editing<TreeCategory>>(null);
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
          data-testid={`${props.testId}-add`}
        >
          {t('common:actions.add')}
        </Button>
        {props.toolbar}
      </Space>
      <Table<TreeCategory>
        rowKey="id"
        data-testid={`${props.testId}-tree`}
        loading={props.loading}
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
          { key: 'name', title: titles.name, render: (_v, r) => label(r) },
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
                  onConfirm={() => props.onRemove(r.id)}
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
          title={row ? titles.edit : titles.add}
          testId={`${props.testId}-form`}
          initial={
            row ?? { parentId: editing.mode === 'add' ? editing.parentId : null, sortOrder: 0, name: {} }
          }
          saving={props.saving}
          onClose={() => setEditing(null)}
          onSave={(values) => {
            const fields = values as unknown as CategoryFields;
            return props.onSave({ ...fields, parentId: fields.parentId ?? null }, row?.id);
          }}
        >
          <Form.Item name="parentId" label={t('admin:sys.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={parentOptions(data, label, row?.id)}
              placeholder={titles.root}
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
