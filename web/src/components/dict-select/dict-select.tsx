import { Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toOptions, useGetOptionsQuery } from './dict-api';

/** §3: dictionary options default to dict_value (label) and dict_code (value). */
export const DICT_LABEL_FIELD = 'dict_value';
export const DICT_VALUE_FIELD = 'dict_code';

export interface DictSelectProps {
  /** Dictionary class, sent as class_code. */
  classCode: string;
  value?: string | number;
  onChange?: (value: string | number) => void;
  labelField?: string;
  valueField?: string;
  /** `radio` renders a radio group instead of a select. */
  mode?: 'select' | 'radio';
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Set by Form.Item, so the field's label names this control. */
  id?: string;
}

/** Dictionary-driven select or radio group (§2), loaded from /home/Basic/getDictList. */
export function DictSelect({
  classCode,
  value,
  onChange,
  labelField = DICT_LABEL_FIELD,
  valueField = DICT_VALUE_FIELD,
  mode = 'select',
  placeholder,
  disabled,
  allowClear,
  id,
}: DictSelectProps) {
  const { t } = useTranslation();
  const { data = [], isLoading } = useGetOptionsQuery({ classCode });
  const options = toOptions(data, labelField, valueField);
  if (mode === 'radio') {
    if (isLoading) return <Spin size="small" />;
    return (
      <Radio.Group
        id={id}
        options={options}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value)}
      />
    );
  }
  return (
    <Select
      id={id}
      options={options}
      value={value}
      loading={isLoading}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder ?? t('common:select.placeholder')}
      onChange={onChange}
      style={{ minWidth: 160 }}
    />
  );
}

/** The radio variant under its own name. */
export const DictRadio = (props: Omit<DictSelectProps, 'mode'>) => <DictSelect {...props} mode="radio" />;
