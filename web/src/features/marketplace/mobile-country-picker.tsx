import { useState, type ReactNode } from 'react';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface MobileCountryPickerProps {
  /** The countries, named in the reader's language. */
  countries: Array<{ code: string; name: string }>;
  /** The chosen country as a one-item list, the shape the phone form keeps pickers in. */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Shown while nothing is chosen. */
  placeholder: ReactNode;
}

/**
 * The country of a phone form: a tap opens the countries with a search box above them
 * (by name or code), as the desktop select can be searched, instead of a long wheel.
 */
export function MobileCountryPicker({ countries, value, onChange, placeholder }: MobileCountryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = value?.[0];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? countries.filter((c) => c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle)
    : countries;
  const close = () => {
    setOpen(false);
    setSearch('');
  };
  return (
    <>
      <div role="button" tabIndex={0} onClick={() => setOpen(true)} data-testid="m-country-picker">
        {chosen ? (countries.find((c) => c.code === chosen)?.name ?? chosen) : placeholder}
      </div>
      <Popup
        visible={open}
        onMaskClick={close}
        bodyStyle={{ height: '60vh', display: 'flex', flexDirection: 'column' }}
      >
        <div style={{ padding: 12 }}>
          <SearchBar
            placeholder={t('member:market.trade.searchCountry')}
            value={search}
            onChange={setSearch}
            data-testid="m-country-search"
          />
        </div>
        <div style={{ overflowY: 'auto', flex: 1 }}>
          <CheckList
            value={chosen ? [chosen] : []}
            onChange={(picked) => {
              const code = picked[0];
              if (typeof code === 'string') onChange?.([code]);
              close();
            }}
          >
            {shown.map((country) => (
              <CheckList.Item key={country.code} value={country.code}>
                {country.name}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
