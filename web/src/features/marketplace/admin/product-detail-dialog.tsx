import { Descriptions, Empty, Flex, Image, Spin, Tabs, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useAdminProductQuery, type AdminProduct, type ProductKind } from './api';
import { DisplayTag } from '../status-tags';
import { AuditCell, VisibleTag } from './product-columns';
import { TradeTable } from './trade-table';
import { dateTime, day } from './format';
import { useUnits } from '@/components/dict-select/use-units';

export type DetailTab = 'info' | 'trades';

/** Every §3 product field, then the gallery (the first image is the thumbnail). */
function ProductInfo({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const f = (key: string) => t(`member:market.fields.${key}`);
  // `gallery` holds file ids; `images` their display URLs (older answers carried URLs in `gallery`).
  const images = product.images ?? product.gallery;
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: f('name'), children: product.name, span: 2 },
    { key: 'id', label: t('admin:market.detail.id'), children: product.id },
    { key: 'memberId', label: t('admin:market.detail.memberId'), children: product.memberId },
    { key: 'category', label: f('category'), children: product.categoryName },
    { key: 'brand', label: f('brand'), children: product.brand },
    { key: 'price', label: f('price'), children: product.price ?? '' },
    {
      key: 'quantity',
      label: f('quantity'),
      children: `${product.quantity} ${unitName(product.unit)}`,
    },
    { key: 'origin', label: f('origin'), children: product.origin },
    { key: 'country', label: f('country'), children: product.countryName },
    {
      key: 'validUntil',
      label: f('validUntil'),
      children: (
        <>
          {day(product.validUntil)}
          {product.expired ? (
            <Typography.Text type="danger"> ({t('admin:market.detail.expired')})</Typography.Text>
          ) : null}
        </>
      ),
    },
    { key: 'sortOrder', label: t('admin:market.detail.sortOrder'), children: product.sortOrder },
    {
      key: 'auditStatus',
      label: t('admin:market.columns.auditStatus'),
      children: <AuditCell product={product} />,
    },
    {
      key: 'visible',
      label: t('admin:market.columns.visible'),
      children: <VisibleTag visible={product.visible} />,
    },
    { key: 'status', label: t('admin:market.columns.status'), children: <DisplayTag product={product} /> },
    { key: 'companyName', label: f('companyName'), children: product.companyName },
    { key: 'contact', label: f('contact'), children: product.contact },
    { key: 'phone', label: f('phone'), children: product.phone },
    { key: 'email', label: f('email'), children: product.email },
    { key: 'createdAt', label: t('admin:market.columns.createdAt'), children: dateTime(product.createdAt) },
    {
      key: 'updatedAt',
      label: t('admin:market.detail.updatedAt'),
      children: dateTime(product.updatedAt),
      span: 'filled',
    },
    ...(product.auditStatus === 'rejected'
      ? [
          {
            key: 'rejectReason',
            label: t('admin:market.reject.reason'),
            children: product.rejectReason,
            span: 2,
          },
        ]
      : []),
    {
      key: 'description',
      label: f('description'),
      span: 2,
      children: <div style={{ whiteSpace: 'pre-wrap' }}>{product.description}</div>,
    },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={2} items={items} data-testid="product-detail" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {f('gallery')}
      </Typography.Title>
      {images.length ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap data-testid="product-gallery">
            {images.map((src, i) => (
              <Image key={`${i}-${src}`} src={src} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin:market.detail.noImages')} />
      )}
    </>
  );
}

/** One supply or demand (info endpoint) with its inquiries or quotes in a second tab. */
export function ProductDetailDialog({
  kind,
  product,
  tab,
  onTab,
  onClose,
}: {
  kind: ProductKind;
  product: AdminProduct;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The row is shown at once; the info call brings the stored item (and any change since).
  const { data = product, isFetching } = useAdminProductQuery({ kind, id: product.id });
  return (
    <Dialog open width={960} title={data.name} onClose={onClose} footer={null} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as DetailTab)}
        items={[
          {
            key: 'info',
            label: t('admin:market.detail.info'),
            children: (
              <Spin spinning={isFetching}>
                <ProductInfo product={data} />
              </Spin>
            ),
          },
          {
            key: 'trades',
            label: t(kind === 'supply' ? 'admin:market.detail.inquiries' : 'admin:market.detail.quotes'),
            children: <TradeTable kind={kind} productId={product.id} />,
          },
        ]}
      />
    </Dialog>
  );
}
