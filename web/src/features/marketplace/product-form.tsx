import { useEffect, useMemo } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Cascader, toCascaderOptions } from '@/components/cascader/cascader';
import { DictSelect } from '@/components/dict-select/dict-select';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import {
  GALLERY_LIMIT,
  useCategoriesQuery,
  useCountriesQuery,
  useSaveProductMutation,
  type Product,
  type ProductForm,
  type ProductKind,
} from './api';
import { accountCompanyName, memberContact } from './account-company';
import { galleryUrls } from './market-links';
import { useUnits } from '@/components/dict-select/use-units';

export interface FormValues extends Omit<ProductForm, 'validUntil' | 'gallery'> {
  validUntil: Dayjs;
  gallery: ImageItem[];
}

/** The uploader's value for a saved product: its file ids zipped with their display urls. */
export function galleryItems(product: Pick<Product, 'gallery' | 'images'>): ImageItem[] {
  return galleryUrls(product).map((url, i) => ({
    name: url.split('/').pop() ?? url,
    url,
    ...(product.gallery[i] && product.gallery[i] !== url ? { id: product.gallery[i] } : {}),
  }));
}

/** What the product API takes as the gallery: the files service's ids, in the order shown. */
export const galleryIds = (items: ImageItem[] | undefined): string[] =>
  (items ?? []).flatMap((item) => (item.id ? [item.id] : []));

/** Dictionary-like selects of the marketplace: the category tree, countries, units. */
export function useMarketOptions() {
  const { unitOptions } = useUnits();
  const categories = useCategoriesQuery().data;
  const countries = useCountriesQuery().data ?? [];
  const categoryOptions = useMemo(
    () => toCascaderOptions(categories ?? [], { label: 'name', value: 'id' }),
    [categories],
  );
  return {
    categoryOptions,
    countryOptions: countries.map((c) => ({ label: c.name, value: c.code })),
    unitOptions,
  };
}

/**
 * The §3 product form's fields (supply or demand), inside a caller's `Form`: the member's
 * own dialog and the back office's save on a member's behalf. The company name is shown
 * read-only (the account's); `audience` is whose library the gallery uploader fills.
 */
export function ProductFormFields({
  kind,
  companyName,
  companyHint,
  audience,
}: {
  kind: ProductKind;
  companyName: string;
  companyHint?: string;
  audience: 'member' | 'admin';
}) {
  const { t } = useTranslation();
  const { categoryOptions, countryOptions } = useMarketOptions();
  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  return (
    <>
      <Form.Item name="name" label={t('member:market.fields.name')} rules={required('name')}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="categoryId" label={t('member:market.fields.category')} rules={required('category')}>
        {/* A category is a leaf of the tree; the form keeps its id alone. */}
        <Cascader options={categoryOptions} emitPath={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('member:market.fields.price')}
        rules={kind === 'supply' ? required('price') : []}
      >
        <InputNumber min={0.01} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="quantity" label={t('member:market.fields.quantity')} rules={required('quantity')}>
        <InputNumber min={0.01} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="unit" label={t('member:market.fields.unit')} rules={required('unit')}>
        {/* Units are a dictionary (§2, §3): the back office labels and orders them. */}
        <DictSelect classCode="unit" />
      </Form.Item>
      <Form.Item name="country" label={t('member:market.fields.country')} rules={required('country')}>
        <Select options={countryOptions} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('member:market.fields.validUntil')}
        rules={required('validUntil')}
      >
        <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="gallery"
        label={t('member:market.fields.gallery')}
        rules={
          kind === 'supply'
            ? [{ required: true, type: 'array', min: 1, message: t('member:market.required.gallery') }]
            : []
        }
        valuePropName="value"
        getValueFromEvent={(items: ImageItem[]) => items}
        extra={<Alert type="info" showIcon message={t('member:market.galleryAdvice')} />}
      >
        <ImageUploader limit={GALLERY_LIMIT} audience={audience} />
      </Form.Item>
      <Form.Item name="brand" label={t('member:market.fields.brand')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="origin" label={t('member:market.fields.origin')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('member:market.fields.description')}>
        <Input.TextArea rows={4} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item
        label={t('member:market.fields.companyName')}
        extra={companyHint ?? t('member:market.companyFromAccount')}
      >
        <Input value={companyName} readOnly variant="filled" data-testid="company-name" />
      </Form.Item>
      <Form.Item name="contact" label={t('member:market.fields.contact')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="phone" label={t('member:market.fields.phone')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('member:market.fields.email')}
        rules={[...required('email'), { type: 'email', message: t('member:market.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

/** §3 product form (supply or demand) in a dialog, with the §5 required messages and gallery advice. */
export function ProductFormDialog({
  kind,
  product,
  open,
  onClose,
}: {
  kind: ProductKind;
  product?: Product;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [save, { isLoading }] = useSaveProductMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (product)
      form.setFieldsValue({
        ...product,
        price: product.price ?? undefined,
        validUntil: dayjs(product.validUntil),
        gallery: galleryItems(product),
      } as unknown as FormValues);
    else {
      // A new item starts with the member's own contact block, as the phone form does.
      const { contact, phone, email, country } = memberContact();
      form.setFieldsValue({ contact, phone, email, country } as Partial<FormValues>);
    }
  }, [open, product, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows the messages
    try {
      await save({
        kind,
        id: product?.id,
        form: {
          ...values,
          gallery: galleryIds(values.gallery),
          validUntil: values.validUntil.endOf('day').toISOString(),
        },
      }).unwrap();
      void message.success(t('member:market.saved'));
      onClose();
    } catch {
      // The base query already showed the server's message (§8).
    }
  };

  return (
    <Modal
      open={open}
      title={t(product ? 'member:market.edit' : 'member:market.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={isLoading}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`${kind}-form`}>
        <ProductFormFields kind={kind} companyName={accountCompanyName(product)} audience="member" />
      </Form>
    </Modal>
  );
}
