import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/i18n/languages';
import { DEFAULT_PHONE_CODE, phoneCodeOptions } from './phone-codes';

export interface PhoneCodeSelectProps {
  value?: string;
  onChange?: (code: string) => void;
  disabled?: boolean;
  style?: React.CSSProperties;
}

/** Phone country-code selector (§2); +86 by default, country names in the interface language. */
export function PhoneCodeSelect({ value, onChange, disabled, style }: PhoneCodeSelectProps) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const options = useMemo(() => phoneCodeOptions(lang), [lang]);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? DEFAULT_PHONE_CODE}
      onChange={onChange}
      disabled={disabled}
      options={options}
      popupMatchSelectWidth={280}
      labelRender={({ value: v }) => v}
      style={{ width: 100, ...style }}
      data-testid="phone-code-select"
    />
  );
}
