import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Product } from './api';
import { usePriceText } from './product-text';
import { useUnits } from '@/components/dict-select/use-units';

/** A product's §3 fields as a phone list; the owner also sees the contact block. */
export function MobileProductFields({ product, owner = false }: { product: Product; owner?: boolean }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const price = usePriceText();
  const unit = unitName(product.unit);
  const rows: Array<[string, string | undefined]> = [
    [t('member:market.fields.price'), price(product)],
    [t('member:market.fields.quantity'), `${product.quantity} ${unit}`],
    [t('member:market.fields.category'), product.categoryName],
    [t('member:market.fields.country'), product.countryName],
    [t('member:market.fields.origin'), product.origin],
    [t('member:market.fields.brand'), product.brand],
    [t('member:market.fields.validUntil'), product.validUntil.slice(0, 10)],
    [t('member:market.fields.companyName'), product.companyName],
  ];
  if (owner)
    rows.push(
      [t('member:market.fields.contact'), product.contact],
      [t('member:market.fields.phone'), product.phone],
      [t('member:market.fields.email'), product.email],
    );
  return (
    <>
      <List data-testid="product-fields">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <List.Item key={label} extra={<span className="m-field-value">{value}</span>}>
              {label}
            </List.Item>
          ))}
      </List>
      {product.description && (
        <List header={t('member:market.fields.description')}>
          <List.Item>
            <div className="m-description">{product.description}</div>
          </List.Item>
        </List>
      )}
    </>
  );
}
