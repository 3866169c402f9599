import { useState } from 'react';
import { Col, Form, Image, Input, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminList, editDeleteColumn } from '@/components/admin-list/admin-list';
import { nameKey } from '@/components/category-tree-editor/category-tree-editor';
import type { DataColumn } from '@/components/data-table/data-table';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import {
  CARGO_TYPES,
  KINDS,
  SHIPPING_METHODS,
  STRUCTURES,
  WAREHOUSE_BASE,
  useChangeWarehouseStatusMutation,
  useDeleteWarehouseMutation,
  useSaveWarehouseMutation,
  type AdminWarehouse,
  type WarehouseForm,
} from './api';

const options = (t: (key: string) => string, group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`admin:wms.${group}.${value}`) }));

const photoItems = (row?: AdminWarehouse): ImageItem[] =>
  row?.image ? [{ name: row.name['zh-cn'], url: row.imageUrl, id: row.image }] : [];

/** A fee in yuan, per the unit the label names. */
function Fee({ name, label }: { name: keyof WarehouseForm; label: string }) {
  return (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={label}>
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

function WarehouseDialog({ row, onClose }: { row?: AdminWarehouse; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveWarehouseMutation();
  return (
    <FormDialog
      title={t(row ? 'admin:wms.edit' : 'admin:wms.add')}
      width={860}
      testId="warehouse-form"
      saving={isLoading}
      onClose={onClose}
      initial={
        row
          ? { ...row, image: photoItems(row) }
          : { kind: 'general', status: 1, shippingMethods: [], image: [] }
      }
      onSave={({ image, ...values }) =>
        save({
          ...(values as unknown as WarehouseForm),
          id: row?.id,
          image: (image as ImageItem[] | undefined)?.[0]?.id ?? '',
        }).unwrap()
      }
    >
      <Row gutter={16}>
        {(['zh-cn', 'en', 'ru'] as const).map((lang) => (
          <Col xs={24} md={8} key={lang}>
            <Form.Item
              name={['name', lang]}
              label={t(`admin:wms.name.${lang}`)}
              rules={lang === 'zh-cn' ? [{ required: true, whitespace: true }] : []}
            >
              <Input maxLength={80} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={8}>
          <Form.Item name="kind" label={t('admin:wms.kind.label')} rules={[{ required: true }]}>
            <Select options={options(t, 'kind', KINDS)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="province"
            label={t('admin:wms.province')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={30} placeholder="黑龙江省" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="city" label={t('admin:wms.city')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={30} placeholder="绥芬河市" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('admin:wms.address')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="lng" label={t('admin:wms.lng')} rules={[{ required: true }]}>
            <InputNumber min={73} max={136} precision={5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="lat" label={t('admin:wms.lat')} rules={[{ required: true }]}>
            <InputNumber min={3} max={54} precision={5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="area" label={t('admin:wms.area')} rules={[{ required: true }]}>
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Fee name="storageFee" label={t('admin:wms.storageFee')} />
        <Fee name="rent" label={t('admin:wms.rent')} />
        <Fee name="handlingFee" label={t('admin:wms.handlingFee')} />
        <Fee name="transferFee" label={t('admin:wms.transferFee')} />
        <Col xs={12} md={6}>
          <Form.Item name="structure" label={t('admin:wms.structure.label')} rules={[{ required: true }]}>
            <Select options={options(t, 'structure', STRUCTURES)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="cargoType" label={t('admin:wms.cargoType.label')} rules={[{ required: true }]}>
            <Select options={options(t, 'cargoType', CARGO_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shippingMethods" label={t('admin:wms.shipping.label')}>
            <Select mode="multiple" options={options(t, 'shipping', SHIPPING_METHODS)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="contact" label={t('admin:wms.contact')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="phone" label={t('admin:wms.phone')} rules={[{ pattern: /^[0-9+()\- ]*$/ }]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={['description', 'zh-cn']} label={t('admin:wms.description')}>
            <Input.TextArea maxLength={2000} rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="image"
            label={t('admin:wms.photo')}
            valuePropName="value"
            getValueFromEvent={(items: ImageItem[]) => items}
          >
            <ImageUploader variant="single" limit={1} audience="admin" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sortOrder" label={t('admin:sys.sort')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}

/** /admin/wms/warehouse: the warehouses of the portal's map (§3 fields, a place and a city). */
export function WarehouseScreen() {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const [editing, setEditing] = useState<Editing<AdminWarehouse>>(null);
  const [remove] = useDeleteWarehouseMutation();
  const [changeStatus] = useChangeWarehouseStatusMutation();
  const name = (row: AdminWarehouse) => row.name[lang] || row.name['zh-cn'];
  const columns: DataColumn[] = [
    {
      prop: 'imageUrl',
      label: t('admin:wms.photo'),
      width: '80',
      render: (v) =>
        v ? <Image src={String(v)} width={56} height={40} style={{ objectFit: 'cover' }} /> : '-',
    },
    { prop: 'name.zh-cn', label: t('admin:wms.name.label'), render: (_v, r) => name(r as AdminWarehouse) },
    {
      prop: 'kind',
      label: t('admin:wms.kind.label'),
      sortable: true,
      render: (v) => <Tag>{t(`admin:wms.kind.${String(v)}`)}</Tag>,
    },
    {
      prop: 'city',
      label: t('admin:wms.city'),
      sortable: true,
      render: (v, r) => `${(r as AdminWarehouse).province} ${String(v)}`,
    },
    { prop: 'area', label: t('admin:wms.area'), sortable: true },
    {
      prop: 'status',
      label: t('admin:wms.shown'),
      render: (v, r) => (
        <Switch
          checked={v === 1}
          aria-label={t('admin:wms.shown')}
          onChange={(on) => void changeStatus({ id: (r as AdminWarehouse).id, status: on ? 1 : 0 })}
        />
      ),
    },
    { prop: 'sortOrder', label: t('admin:sys.sort'), sortable: true },
    editDeleteColumn<AdminWarehouse>(
      t,
      (row) => setEditing({ mode: 'edit', row }),
      (row) => remove(row.id).unwrap(),
      name,
    ),
  ];
  return (
    <>
      <AdminList
        tableKey="wms-warehouse"
        url={`${WAREHOUSE_BASE}/page`}
        columns={columns}
        searchField="name.zh-cn"
        searchLabel={t('admin:wms.name.label')}
        filterFields={[
          { field: 'kind', label: t('admin:wms.kind.label'), placeholder: KINDS.join(' | ') },
          { field: 'province', label: t('admin:wms.province') },
          { field: 'city', label: t('admin:wms.city') },
          { field: 'status', label: t('admin:wms.shown') },
        ]}
        onAdd={() => setEditing({ mode: 'add' })}
      />
      {editing && (
        <WarehouseDialog
          row={editing.mode === 'edit' ? editing.row : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
