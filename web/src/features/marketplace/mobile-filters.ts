import type { PublicSearch } from './api';

/** The phone search's filters, as the catalog takes them (all optional). */
export type Filters = Omit<PublicSearch, 'kind' | 'pageNumber' | 'pageSize'>;

export const SORTS = ['newest', 'priceAsc', 'priceDesc', 'quantityAsc', 'quantityDesc'] as const;

/** The range fields of the filter sheet, in pairs. */
export const RANGES = [
  ['minPrice', 'maxPrice'],
  ['minQuantity', 'maxQuantity'],
] as const;
