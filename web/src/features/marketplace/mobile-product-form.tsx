import { useMemo } from 'react';
import {
  Button,
  CascadePicker,
  DatePicker,
  DotLoading,
  ErrorBlock,
  Form,
  Input,
  NoticeBar,
  Selector,
  TextArea,
  Toast,
} from 'antd-mobile';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/components/upload/gallery-upload';
import { MobileGalleryUploader } from '@/components/upload/mobile-gallery-uploader';
import { getMemberInfo } from '@/lib/session';
import {
  GALLERY_LIMIT,
  useMyProductQuery,
  useSaveProductMutation,
  type Product,
  type ProductForm,
  type ProductKind,
} from './api';
import { accountCompanyName } from './account-company';
import { galleryUrls, marketLinks } from './market-links';
import { MobileCountryPicker } from './mobile-country-picker';
import { useMobileMarketOptions } from './mobile-options';
import './mobile-market.css';

/** The §3 product form as the phone holds it (pickers answer arrays, inputs strings). */
interface MobileProductValues {
  name?: string;
  category?: string[];
  price?: string;
  quantity?: string;
  unit?: ProductForm['unit'][];
  country?: string[];
  validUntil?: Date;
  gallery?: GalleryImage[];
  brand?: string;
  origin?: string;
  description?: string;
  /** Shown only: the account's (see accountCompanyName); never sent. */
  companyName?: string;
  contact?: string;
  phone?: string;
  email?: string;
}

/** What the session's member info offers to prefill a new item's contact block. */
interface MemberContact {
  realname?: string;
  mobile?: string;
  email?: string;
  country?: string;
}

const toNumber = (text?: string) => (text === undefined || text === '' ? undefined : Number(text));

function initialValues(product: Product | undefined, categoryPath: (id: string) => string[]) {
  if (!product) {
    const me = getMemberInfo<MemberContact>() ?? {};
    return {
      companyName: accountCompanyName(),
      contact: me.realname,
      phone: me.mobile,
      email: me.email || undefined,
      country: me.country ? [me.country] : undefined,
    } satisfies MobileProductValues;
  }
  const urls = galleryUrls(product);
  return {
    name: product.name,
    category: categoryPath(product.categoryId),
    price: product.price === null ? undefined : String(product.price),
    quantity: String(product.quantity),
    // A unit the server no longer offers leaves the picker empty: the member picks again.
    unit: product.unit ? [product.unit] : [],
    country: [product.country],
    validUntil: new Date(product.validUntil),
    gallery: product.gallery.map((id, i) => ({ id, url: urls[i] ?? id })),
    brand: product.brand,
    origin: product.origin,
    description: product.description,
    companyName: accountCompanyName(product),
    contact: product.contact,
    phone: product.phone,
    email: product.email,
  } satisfies MobileProductValues;
}

/**
 * /mobile/member/{supply|demand}/save/{id} (id 0 = new): the §3 product form on a phone
 * with the §5 required messages (the desktop form's keys) and the gallery advice. Saving
 * goes back to the list; an approved item that is edited goes back to review.
 */
export function MobileProductForm({ kind, id }: { kind: ProductKind; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = id !== '0';
  const existing = useMyProductQuery({ kind, id }, { skip: !editing });
  const [save, { isLoading: saving }] = useSaveProductMutation();
  const { categoryOptions, categoryPath, countries, unitOptions } = useMobileMarketOptions();
  const product = existing.data;
  // An edited item's category shows as [group, category]: wait for the categories too.
  const ready = !editing || (!!product && categoryOptions.length > 0);
  const initial = useMemo(
    () => (ready ? initialValues(product, categoryPath) : undefined),
    [ready, product, categoryPath],
  );

  if (editing && existing.isError)
    return <ErrorBlock status="empty" title={t('member:market.mobile.notFound')} description="" />;
  if (!initial)
    return (
      <div className="m-loading">
        <DotLoading color="primary" />
      </div>
    );

  const required = (key: string) => [{ required: true, message: t(`member:market.required.${key}`) }];
  const requiredList = (key: string) => [
    { required: true, type: 'array' as const, min: 1, message: t(`member:market.required.${key}`) },
  ];
  const positive = {
    validator: async (_: unknown, value?: string) => {
      if (value !== undefined && value !== '' && !(Number(value) > 0))
        throw new Error(t('member:market.mobile.positive'));
    },
  };
  const choose = t('member:market.mobile.choose');

  const submit = async (values: MobileProductValues) => {
    try {
      await save({
        kind,
        id: editing ? id : undefined,
        form: {
          name: values.name!.trim(),
          categoryId: values.category!.filter(Boolean).at(-1)!,
          price: toNumber(values.price),
          quantity: Number(values.quantity),
          unit: values.unit![0]!,
          country: values.country![0]!,
          validUntil: dayjs(values.validUntil).endOf('day').toISOString(),
          gallery: (values.gallery ?? []).map((image) => image.id),
          brand: values.brand ?? '',
          origin: values.origin ?? '',
          description: values.description ?? '',
          contact: values.contact ?? '',
          phone: values.phone ?? '',
          email: values.email!.trim(),
        },
      }).unwrap();
      Toast.show({ icon: 'success', content: t('member:market.saved') });
      void navigate(marketLinks.mobileList(kind));
    } catch {
      // The base query already showed the server's message (§8).
    }
  };

  return (
    <>
      {product?.auditStatus === 'approved' && (
        <NoticeBar content={t('member:market.mobile.backToReview')} color="alert" wrap />
      )}
      {product?.auditStatus === 'rejected' && product.rejectReason && (
        <NoticeBar
          content={`${t('member:market.mobile.rejectReason')}: ${product.rejectReason}`}
          color="error"
          wrap
        />
      )}
      <Form
        key={product?.id ?? 'new'}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        data-testid="mobile-product-form"
        footer={
          <Button block color="primary" size="large" type="submit" loading={saving}>
            {t('common:actions.save')}
          </Button>
        }
      >
        <Form.Item name="name" label={t('member:market.fields.name')} rules={required('name')}>
          <Input maxLength={100} clearable placeholder={t('member:market.fields.name')} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('member:market.fields.category')}
          rules={requiredList('category')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <CascadePicker options={categoryOptions} title={t('member:market.fields.category')}>
            {(items) =>
              items.some(Boolean) ? (
                // The picker has as many columns as the deepest branch: a shallower one ends in empties.
                items.flatMap((item) => (item ? [item.label] : [])).join(' / ')
              ) : (
                <Hint>{choose}</Hint>
              )
            }
          </CascadePicker>
        </Form.Item>
        <Form.Item
          name="price"
          label={t('member:market.fields.price')}
          rules={kind === 'supply' ? [...required('price'), positive] : [positive]}
        >
          <Input type="number" inputMode="decimal" min={0} placeholder="0.00" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('member:market.fields.quantity')}
          rules={[...required('quantity'), positive]}
        >
          <Input type="number" inputMode="decimal" min={0} placeholder="0" />
        </Form.Item>
        <Form.Item name="unit" label={t('member:market.fields.unit')} rules={requiredList('unit')}>
          <Selector columns={3} options={unitOptions} />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('member:market.fields.country')}
          rules={requiredList('country')}
          arrow
        >
          <MobileCountryPicker countries={countries} placeholder={<Hint>{choose}</Hint>} />
        </Form.Item>
        <Form.Item
          name="validUntil"
          label={t('member:market.fields.validUntil')}
          rules={required('validUntil')}
          trigger="onConfirm"
          onClick={(_, picker) => picker.current?.open()}
          arrow
        >
          <DatePicker min={new Date()} max={dayjs().add(5, 'year').toDate()}>
            {(value) => (value ? dayjs(value).format('YYYY-MM-DD') : <Hint>{choose}</Hint>)}
          </DatePicker>
        </Form.Item>
        <Form.Item
          name="gallery"
          label={t('member:market.fields.gallery')}
          rules={kind === 'supply' ? requiredList('gallery') : []}
          description={<span data-testid="gallery-advice">{t('member:market.galleryAdvice')}</span>}
        >
          <MobileGalleryUploader limit={GALLERY_LIMIT} />
        </Form.Item>
        <Form.Item name="brand" label={t('member:market.fields.brand')}>
          <Input maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="origin" label={t('member:market.fields.origin')}>
          <Input maxLength={100} clearable />
        </Form.Item>
        <Form.Item name="description" label={t('member:market.fields.description')}>
          <TextArea maxLength={5000} rows={4} showCount />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('member:market.fields.companyName')}
          description={t('member:market.companyFromAccount')}
        >
          <Input readOnly />
        </Form.Item>
        <Form.Item name="contact" label={t('member:market.fields.contact')}>
          <Input maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="phone" label={t('member:market.fields.phone')}>
          <Input maxLength={30} type="tel" clearable />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('member:market.fields.email')}
          rules={[...required('email'), { type: 'email', message: t('member:market.emailInvalid') }]}
        >
          <Input maxLength={100} type="email" clearable />
        </Form.Item>
      </Form>
    </>
  );
}

/** Placeholder text of a picker field. */
function Hint({ children }: { children: string }) {
  return <span className="m-hint">{children}</span>;
}
