import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOptionsQuery } from './dict-api';

/** The dictionary class of the units: auth seeds it with §3's six, and admins add more. */
export const UNIT_DICT = 'unit';

/**
 * The enabled units of the `unit` dictionary in the reader's language: the choices a form
 * offers, and a unit's name on any screen. A unit the dictionary no longer lists (disabled
 * after a product named it) keeps its built-in name, or else its code.
 */
export function useUnits() {
  const { t } = useTranslation();
  const { data } = useGetOptionsQuery({ classCode: UNIT_DICT });
  return useMemo(() => {
    const unitOptions = (data ?? []).map((row) => ({
      label: String(row.dict_value ?? row.dict_code),
      value: String(row.dict_code),
    }));
    const names = new Map(unitOptions.map((option) => [option.value, option.label]));
    const unitName = (code: string) =>
      names.get(code) ?? t(`member:market.units.${code}`, { defaultValue: code });
    return { unitOptions, unitName };
  }, [data, t]);
}
