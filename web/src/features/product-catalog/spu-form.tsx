import { useMemo } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Cascader, toCascaderOptions } from '@/components/cascader/cascader';
import { EditableRowTable, type EditableColumn } from '@/components/editable-row-table/editable-row-table';
import { formatRows } from '@/components/editable-row-table/rows';
import { TableSelect } from '@/components/table-select/table-select';
import { ImageUploader } from '@/components/upload/image-uploader';
import {
  productBase,
  useCategoryTreeQuery,
  useSaveProductItemMutation,
  useSpuQuery,
  type Spu,
  type SpuSpec,
} from './api';
import { nameKey } from '@/components/category-tree-editor/category-tree-editor';
import { SpecEditor } from './spec-editor';
import { skuRows, type SkuRow } from './sku-matrix';

/** The fields of a sku a person types; a row with none of them is dropped on save. */
export const SKU_TEMPLATE = { price: null, stock: null, code: '', image: '' };

interface Values {
  name: string;
  categoryId: string;
  brandId: string | null;
  description: string;
  specs: SpuSpec[];
  skus: SkuRow[];
}

function useCategoryOptions() {
  const { i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const { data } = useCategoryTreeQuery();
  return useMemo(
    () =>
      toCascaderOptions(
        (data ?? []).map(function localise(n): Record<string, unknown> {
          return { ...n, label: n.name[lang] || n.name['zh-cn'], children: (n.children ?? []).map(localise) };
        }),
        { value: 'id' },
      ),
    [data, lang],
  );
}

function SkuTable({ value, onChange }: { value?: SkuRow[]; onChange?: (rows: SkuRow[]) => void }) {
  const { t } = useTranslation();
  const number = (field: string, min: number, precision?: number): EditableColumn<SkuRow> => ({
    field,
    title: t(`admin:product.sku.${field}`),
    width: 130,
    editor: ({ value: cell, onChange: set, index }) => (
      <InputNumber
        size="small"
        min={min}
        precision={precision}
        value={cell as number | null}
        onChange={set}
        aria-label={`${t(`admin:product.sku.${field}`)} ${index + 1}`}
        style={{ width: '100%' }}
      />
    ),
  });
  const columns: EditableColumn<SkuRow>[] = [
    {
      field: 'specValues',
      title: t('admin:product.sku.spec'),
      width: 160,
      editor: ({ row }) => row.specValues.join(' / '),
    },
    number('price', 0, 2),
    number('stock', 0, 0),
    {
      field: 'code',
      title: t('admin:product.sku.code'),
      width: 160,
      editor: ({ value: cell, onChange: set, index }) => (
        <Input
          size="small"
          maxLength={64}
          value={String(cell ?? '')}
          onChange={(e) => set(e.target.value)}
          aria-label={`${t('admin:product.sku.code')} ${index + 1}`}
        />
      ),
    },
    {
      field: 'image',
      title: t('admin:product.sku.image'),
      width: 80,
      editor: ({ value: cell, onChange: set }) => (
        <ImageUploader
          variant="single"
          width={48}
          height={48}
          // A compact cell: the row's own upload, without the library button under it.
          library={false}
          audience="admin"
          value={(cell as string) || undefined}
          onChange={(_items, urls) => set(urls)}
        />
      ),
    },
  ];
  return (
    <EditableRowTable<SkuRow>
      data-testid="sku-table"
      columns={columns}
      value={value}
      onChange={onChange}
      template={SKU_TEMPLATE}
      sortable
      addable={false}
      rowKey={(row) => row.specValues.join('\u0001')}
      emptyText={t('admin:product.sku.empty')}
    />
  );
}

function SpuEditor({ spu, onSaved }: { spu?: Spu; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveProductItemMutation();
  const categoryOptions = useCategoryOptions();
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      data-testid="spu-form"
      initialValues={
        spu
          ? { ...spu, skus: skuRows(spu.specs, spu.skus as SkuRow[]) }
          : { specs: [], skus: [], brandId: null, description: '' }
      }
      onValuesChange={(changed: Partial<Values>) => {
        // New spec values make new rows; what was typed into a remaining combination stays.
        if (changed.specs)
          form.setFieldValue('skus', skuRows(changed.specs, form.getFieldValue('skus') ?? []));
      }}
      onFinish={async (values) => {
        const saved = await save({
          resource: 'spu',
          body: { ...values, id: spu?.id, skus: formatRows(values.skus ?? [], SKU_TEMPLATE) },
        }).unwrap();
        onSaved(saved.id ?? spu?.id);
      }}
    >
      <Card title={t('admin:product.spu.basic')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          label={t('admin:product.spu.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('admin:product.spu.category')} rules={[{ required: true }]}>
          <Cascader options={categoryOptions} emitPath={false} data-testid="spu-category" />
        </Form.Item>
        <Form.Item name="brandId" label={t('admin:product.spu.brand')}>
          <TableSelect
            url={`${productBase('brand')}/page`}
            columns={[{ prop: 'name', label: t('admin:product.brand.name') }]}
            searchField="name"
            data-testid="spu-brand"
          />
        </Form.Item>
        <Form.Item name="description" label={t('admin:product.spu.description')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Card>
      <Card title={t('admin:product.spu.skuSpec')} style={{ marginBottom: 16 }}>
        <Form.Item name="specs" label={t('admin:product.spu.specs')}>
          <SpecEditor />
        </Form.Item>
        <Form.Item name="skus" label={t('admin:product.spu.skus')} extra={t('admin:product.sku.dragHint')}>
          <SkuTable />
        </Form.Item>
      </Card>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="spu-save">
          {t('common:actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}

/** /admin/product/spu/:id: an spu's fields, its spec attributes and the sku rows they make. */
export function SpuForm({ id, onSaved }: { id: string; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const creating = id === '0';
  const { data, isFetching, error } = useSpuQuery(id, { skip: creating });
  if (creating) return <SpuEditor onSaved={onSaved} />;
  if (error) return <Typography.Text type="danger">{t('admin:product.spu.loadFailed')}</Typography.Text>;
  if (!data || isFetching) return <Spin />;
  return <SpuEditor key={data.id} spu={data} onSaved={onSaved} />;
}
