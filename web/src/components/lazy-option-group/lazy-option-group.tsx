import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { toOptions, useLazyGetOptionsQuery, type OptionQuery } from '@/components/dict-select/dict-api';

export interface LazyOptionGroupProps extends Omit<SelectProps, 'options' | 'loading'> {
  /** Given options are used as they are; without them the list loads on first open. */
  options?: Array<{ label: string; value: string | number }>;
  /** Where to load from: a configured API, or the dictionary list with `classCode`. */
  query?: OptionQuery;
  labelField?: string;
  valueField?: string;
}

/** Option group that loads lazily when first opened if it has no options (§2). */
export function LazyOptionGroup({
  options,
  query = {},
  labelField = 'label',
  valueField = 'value',
  placeholder,
  ...rest
}: LazyOptionGroupProps) {
  const { t } = useTranslation();
  const [load, { data, isFetching }] = useLazyGetOptionsQuery();
  const [requested, setRequested] = useState(false);
  const loaded = options ?? (data ? toOptions(data, labelField, valueField) : []);
  return (
    <Select
      {...rest}
      placeholder={placeholder ?? t('common:select.placeholder')}
      options={loaded}
      loading={isFetching}
      notFoundContent={isFetching ? t('common:select.loading') : undefined}
      onOpenChange={(open) => {
        if (open && !options?.length && !requested) {
          setRequested(true);
          void load(query, true);
        }
      }}
    />
  );
}
