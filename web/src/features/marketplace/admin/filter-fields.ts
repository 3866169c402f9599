import type { TFunction } from 'i18next';
import type { FilterField } from '@/components/filter-drawer/filter-model';

/**
 * The fields the catalog's admin list policy lets the drawer filter on (ADMIN_LIST_POLICY in
 * services/catalog/src/products/admin-product.routes.ts); any other field is a 400 there.
 */
export const MARKET_FILTER_FIELDS = [
  'name',
  'companyName',
  'auditStatus',
  'status',
  'visible',
  'categoryId',
  'country',
  'createdAt',
  'validUntil',
  'price',
  'quantity',
] as const;

/** Fields whose values are codes get a hint naming them (the server compares them verbatim). */
const HINTED = new Set<string>([
  'auditStatus',
  'status',
  'visible',
  'categoryId',
  'country',
  'createdAt',
  'validUntil',
]);

/** The drawer's field list with labels and value hints. */
export const marketFilterFields = (t: TFunction): FilterField[] =>
  MARKET_FILTER_FIELDS.map((field) => ({
    field,
    label: t(`admin:market.filter.${field}`),
    placeholder: HINTED.has(field) ? t(`admin:market.filterHint.${field}`) : undefined,
  }));
