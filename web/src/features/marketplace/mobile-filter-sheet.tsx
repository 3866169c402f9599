import { Button, CascadePicker, Input, List, Popup, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MobileCountryPicker } from './mobile-country-picker';
import { useMobileMarketOptions } from './mobile-options';
import { RANGES, SORTS, type Filters } from './mobile-filters';

/**
 * The supply and demand search's sheet of filters on a phone: category, country, price and
 * quantity ranges, sort. It edits a draft; the search applies it.
 */
export default function MobileFilterSheet({
  open,
  draft,
  ranges,
  onDraft,
  onRanges,
  onClose,
  onSearch,
}: {
  open: boolean;
  draft: Filters;
  /** The range boxes as typed, by field. */
  ranges: Record<string, string>;
  onDraft: (draft: Filters) => void;
  onRanges: (ranges: Record<string, string>) => void;
  onClose: () => void;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const { categoryOptions, categoryPath, countries } = useMobileMarketOptions();
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}>
      <List header={t('portal:market.filters')} data-testid="market-filter-sheet">
        <CascadePicker
          options={categoryOptions}
          title={t('portal:market.category')}
          value={draft.categoryId ? categoryPath(draft.categoryId) : []}
          onConfirm={(path) =>
            onDraft({ ...draft, categoryId: [...path].reverse().find(Boolean)?.toString() })
          }
        >
          {(items, picker) => (
            <List.Item
              onClick={() => picker.open()}
              // The picker has as many columns as the deepest branch: a shallower one ends in empties.
              extra={
                items.flatMap((item) => (item ? [item.label] : [])).join(' / ') || t('portal:market.any')
              }
              data-testid="market-category"
            >
              {t('portal:market.category')}
            </List.Item>
          )}
        </CascadePicker>
        <List.Item
          extra={
            <MobileCountryPicker
              countries={countries}
              value={draft.country ? [draft.country] : []}
              onChange={([country]) => onDraft({ ...draft, country })}
              placeholder={t('portal:market.any')}
            />
          }
        >
          {t('portal:market.country')}
        </List.Item>
        {RANGES.map(([min, max]) => (
          <List.Item
            key={min}
            title={t(min === 'minPrice' ? 'portal:market.price' : 'portal:market.quantity')}
          >
            <div className="m-range">
              {[min, max].map((field) => (
                <Input
                  key={field}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  placeholder={t(field === min ? 'portal:market.from' : 'portal:market.to')}
                  value={ranges[field] ?? ''}
                  onChange={(text) => onRanges({ ...ranges, [field]: text })}
                  aria-label={t(`portal:market.${field}`)}
                />
              ))}
            </div>
          </List.Item>
        ))}
        <List.Item title={t('portal:market.sortBy')}>
          <Selector
            columns={2}
            options={SORTS.map((s) => ({ value: s, label: t(`portal:market.sort.${s}`) }))}
            value={[draft.sort ?? 'newest']}
            onChange={([sort]) => onDraft({ ...draft, sort: sort ?? 'newest' })}
          />
        </List.Item>
      </List>
      <div className="m-sheet-actions">
        <Button
          onClick={() => {
            onDraft({ sort: 'newest' });
            onRanges({});
          }}
        >
          {t('common:actions.reset')}
        </Button>
        <Button color="primary" onClick={onSearch} data-testid="market-filter-apply">
          {t('portal:market.search')}
        </Button>
      </div>
    </Popup>
  );
}
