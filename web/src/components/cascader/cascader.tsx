import { useMemo } from 'react';
import { Cascader as AntCascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetOptionsQuery, type OptionQuery } from '@/components/dict-select/dict-api';
import { pathTo, toCascaderOptions, type CascaderOption, type CascaderFieldNames } from './cascader-options';

export { pathTo, toCascaderOptions, type CascaderOption, type CascaderFieldNames } from './cascader-options';

type Value = string | number;

export interface CascaderProps {
  /** Given options are used as they are; otherwise they load from `query`. */
  options?: CascaderOption[];
  /** Where the tree loads from (a configured API answering nodes with children). */
  query?: OptionQuery;
  fieldNames?: CascaderFieldNames;
  /**
   * With `emitPath` (the default) the value is the list of values from the root; without
   * it the value is the chosen node's own value.
   */
  emitPath?: boolean;
  /** Any level may be chosen, not only a leaf. */
  changeOnSelect?: boolean;
  value?: Value | Value[] | null;
  onChange?: (value: Value | Value[] | null) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  showSearch?: boolean;
  style?: React.CSSProperties;
  /** Set by Form.Item. */
  id?: string;
  'data-testid'?: string;
}

/** Cascader (§2): label, value, children, disabled, over antd's Cascader. */
export function Cascader({
  options,
  query,
  fieldNames,
  emitPath = true,
  changeOnSelect,
  value,
  onChange,
  placeholder,
  disabled,
  allowClear = true,
  showSearch = true,
  style,
  id,
  'data-testid': testId = 'cascader',
}: CascaderProps) {
  const { t } = useTranslation();
  const loaded = useGetOptionsQuery(query ?? {}, { skip: !!options || !query });
  const tree = useMemo(
    () => options ?? toCascaderOptions(loaded.data ?? [], fieldNames),
    [options, loaded.data, fieldNames],
  );
  const path =
    value === undefined || value === null ? [] : Array.isArray(value) ? value : pathTo(tree, value);
  return (
    <AntCascader
      id={id}
      data-testid={testId}
      options={tree}
      value={path.length ? path : undefined}
      loading={loaded.isFetching}
      disabled={disabled}
      allowClear={allowClear}
      changeOnSelect={changeOnSelect}
      showSearch={showSearch}
      placeholder={placeholder ?? t('common:select.placeholder')}
      notFoundContent={t('common:table.noData')}
      style={{ minWidth: 200, ...style }}
      onChange={(next) => {
        const list = (next ?? []) as Value[];
        if (!list.length) onChange?.(null);
        else onChange?.(emitPath ? list : list[list.length - 1]!);
      }}
    />
  );
}
