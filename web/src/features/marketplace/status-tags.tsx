import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from './api';

const auditColor = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** §4 audit status, show/hide and collecting/supplying as tags. */
export function StatusTags({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <>
      {product.auditStatus && (
        <Tag color={auditColor[product.auditStatus]} title={product.rejectReason || undefined}>
          {t(`member:market.audit.${product.auditStatus}`)}
        </Tag>
      )}
      <Tag color={product.status === 'open' ? 'blue' : 'default'}>
        {t(`member:market.display.${product.displayStatus}`)}
      </Tag>
      {product.visible === false && <Tag>{t('member:market.hidden')}</Tag>}
    </>
  );
}
