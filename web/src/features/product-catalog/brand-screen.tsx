import { useState } from 'react';
import { Form, Image, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table/data-table';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import { productBase, useDeleteProductItemMutation, useSaveProductItemMutation, type Brand } from './api';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { AdminList, editDeleteColumn } from '@/components/admin-list/admin-list';

const logoItems = (brand?: Brand): ImageItem[] =>
  brand?.logo ? [{ name: brand.name, url: brand.logoUrl ?? brand.logo, id: brand.logo }] : [];

function BrandDialog({ editing, onClose }: { editing: NonNullable<Editing<Brand>>; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveProductItemMutation();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  return (
    <FormDialog
      title={t(row ? 'admin:product.brand.edit' : 'admin:product.brand.add')}
      initial={row ? { ...row, logo: logoItems(row) } : { sortOrder: 0, logo: [] }}
      saving={isLoading}
      testId="brand-form"
      onClose={onClose}
      onSave={({ logo, ...values }) =>
        save({
          resource: 'brand',
          body: { ...values, logo: (logo as ImageItem[] | undefined)?.[0]?.id ?? '', id: row?.id },
        }).unwrap()
      }
    >
      <Form.Item
        name="name"
        label={t('admin:product.brand.name')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="logo"
        label={t('admin:product.brand.logo')}
        valuePropName="value"
        getValueFromEvent={(items: ImageItem[]) => items}
      >
        <ImageUploader variant="single" limit={1} audience="admin" />
      </Form.Item>
      <Form.Item name="description" label={t('admin:product.brand.description')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('admin:sys.sort')}>
        <InputNumber />
      </Form.Item>
    </FormDialog>
  );
}

/** /admin/product/brand: brands with their logo from the file library. */
export function BrandScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Brand>>(null);
  const [remove] = useDeleteProductItemMutation();
  const columns: DataColumn[] = [
    {
      prop: 'logoUrl',
      label: t('admin:product.brand.logo'),
      render: (v) => (v ? <Image src={String(v)} width={40} height={40} /> : '-'),
    },
    { prop: 'name', label: t('admin:product.brand.name'), sortable: true },
    { prop: 'description', label: t('admin:product.brand.description') },
    { prop: 'sortOrder', label: t('admin:sys.sort'), sortable: true },
    editDeleteColumn<Brand>(
      t,
      (row) => setEditing({ mode: 'edit', row }),
      (row) => remove({ resource: 'brand', id: row.id }).unwrap(),
    ),
  ];
  return (
    <>
      <AdminList
        tableKey="product-brand"
        url={`${productBase('brand')}/page`}
        columns={columns}
        searchField="name"
        searchLabel={t('admin:product.brand.name')}
        filterFields={[
          { field: 'name', label: t('admin:product.brand.name') },
          { field: 'sortOrder', label: t('admin:sys.sort') },
        ]}
        onAdd={() => setEditing({ mode: 'add' })}
      />
      {editing && <BrandDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
