import { useMemo, useState } from 'react';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/i18n/languages';
import { DEFAULT_PHONE_CODE, phoneCodeOptions } from './phone-codes';

export interface MobilePhoneCodePickerProps {
  value?: string;
  onChange?: (code: string) => void;
}

/**
 * Phone country-code choice on a phone (§2): the code as a tappable prefix opening a
 * searchable list of countries in the interface language; +86 by default.
 */
export function MobilePhoneCodePicker({ value = DEFAULT_PHONE_CODE, onChange }: MobilePhoneCodePickerProps) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const options = useMemo(() => phoneCodeOptions(lang), [lang]);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = search
    ? options.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()))
    : options;
  return (
    <>
      <span
        role="button"
        tabIndex={0}
        onClick={() => setOpen(true)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' }}
        data-testid="m-phone-code"
      >
        {value} <DownOutline fontSize={12} />
      </span>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ height: '60vh', display: 'flex', flexDirection: 'column' }}
      >
        <div style={{ padding: 12 }}>
          <SearchBar placeholder={t('common:actions.search')} value={search} onChange={setSearch} />
        </div>
        <div style={{ overflowY: 'auto', flex: 1 }}>
          <CheckList
            value={[value]}
            onChange={(picked) => {
              const code = picked[0];
              if (typeof code === 'string') onChange?.(code);
              setOpen(false);
              setSearch('');
            }}
          >
            {shown.map((option) => (
              <CheckList.Item key={option.value} value={option.value}>
                {option.label}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
