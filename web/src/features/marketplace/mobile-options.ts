import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UNITS, useCategoriesQuery, useCountriesQuery } from './api';

/** The marketplace's pickers on a phone: categories as a two-level cascade, countries, units. */
export function useMobileMarketOptions() {
  const { t } = useTranslation();
  const loadedCategories = useCategoriesQuery().data;
  const categories = loadedCategories ?? [];
  const countries = useCountriesQuery().data ?? [];
  // Stable while the categories are: the product form memoises its initial values on it.
  const categoryPath = useCallback(
    (categoryId: string): string[] => {
      const group = loadedCategories?.find((g) => g.children.some((c) => c.id === categoryId));
      return group ? [group.id, categoryId] : [];
    },
    [loadedCategories],
  );
  return {
    categoryOptions: categories.map((g) => ({
      label: g.name,
      value: g.id,
      children: g.children.map((c) => ({ label: c.name, value: c.id })),
    })),
    /** [group, category] of a category id, for the cascade picker's value. */
    categoryPath,
    countryColumns: [countries.map((c) => ({ label: c.name, value: c.code }))],
    countryName: (code: string) => countries.find((c) => c.code === code)?.name ?? code,
    unitOptions: UNITS.map((u) => ({ label: t(`member:market.units.${u}`), value: u })),
  };
}
