import { useCallback, useMemo } from 'react';
import { pathTo, toCascaderOptions } from '@/components/cascader/cascader-options';
import { useCategoriesQuery, useCountriesQuery } from './api';
import { useUnits } from '@/components/dict-select/use-units';

/** The marketplace's pickers on a phone: the category tree as a cascade, countries, units. */
export function useMobileMarketOptions() {
  const { unitOptions } = useUnits();
  const loadedCategories = useCategoriesQuery().data;
  const countries = useCountriesQuery().data ?? [];
  const categoryOptions = useMemo(
    () =>
      toCascaderOptions(loadedCategories ?? [], { label: 'name', value: 'id' }) as Array<{
        label: string;
        value: string;
      }>,
    [loadedCategories],
  );
  // Stable while the categories are: the product form memoises its initial values on it.
  const categoryPath = useCallback(
    (categoryId: string): string[] => pathTo(categoryOptions, categoryId).map(String),
    [categoryOptions],
  );
  return {
    categoryOptions,
    /** The ids from the root down to a category, for the cascade picker's value. */
    categoryPath,
    countries,
    unitOptions,
  };
}
