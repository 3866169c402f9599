import { Tag, type TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from './api';

const auditColor = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** §4 audit status as a tag; other Tag props (title, icon, tooltip handlers) pass through. */
export function AuditTag({
  status,
  children,
  ...tag
}: { status: NonNullable<Product['auditStatus']> } & Omit<TagProps, 'color'>) {
  const { t } = useTranslation();
  return (
    <Tag color={auditColor[status]} {...tag}>
      {t(`member:market.audit.${status}`)}
      {children}
    </Tag>
  );
}

/** §4 collecting (demand) / supplying (supply), or closed. */
export function DisplayTag({ product }: { product: Pick<Product, 'status' | 'displayStatus'> }) {
  const { t } = useTranslation();
  return (
    <Tag color={product.status === 'open' ? 'blue' : 'default'}>
      {t(`member:market.display.${product.displayStatus}`)}
    </Tag>
  );
}

/** §4 audit status, show/hide and collecting/supplying as tags. */
export function StatusTags({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <>
      {product.auditStatus && (
        <AuditTag status={product.auditStatus} title={product.rejectReason || undefined} />
      )}
      <DisplayTag product={product} />
      {product.visible === false && <Tag>{t('member:market.hidden')}</Tag>}
    </>
  );
}
