import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapWarehousesQuery, useWarehouseCategoriesQuery, type MapWarehouse } from './api';
import { citiesOf, filterWarehouses, placeOf, warehouseFacts } from './warehouse-facts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The map page's state, desktop and mobile alike: the warehouses and categories in the
 * reader's language, the category and city filters, and the warehouse chosen on the map
 * or in the list.
 */
export function useWarehouseMap() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const list = useMapWarehousesQuery(lang);
  const categories = useWarehouseCategoriesQuery(lang);
  const [kind, setKindState] = useState('');
  const [city, setCityState] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const all = list.data ?? [];
  const shown = useMemo(() => filterWarehouses(list.data ?? [], { kind, city }), [list.data, kind, city]);
  const cities = useMemo(() => citiesOf(filterWarehouses(list.data ?? [], { kind })), [list.data, kind]);
  const kindName = useCallback(
    (id: string) => categories.data?.find((c) => c.id === id)?.name ?? id,
    [categories.data],
  );
  const tooltip = useCallback(
    (row: MapWarehouse) => {
      const facts = warehouseFacts(row, t, lang).filter((f) =>
        ['area', 'storageFee', 'rent', 'handlingFee', 'transferFee'].includes(f.key),
      );
      return [
        `<strong>${escapeHtml(row.name)}</strong>`,
        `<span style="color:#8c8c8c">${escapeHtml(kindName(row.kind))} · ${escapeHtml(placeOf(row))}</span>`,
        ...facts.map((f) => escapeHtml(t('portal:map.pair', { label: f.label, value: f.value }))),
      ].join('<br/>');
    },
    [t, lang, kindName],
  );
  return {
    all,
    shown,
    cities,
    categories: (categories.data ?? []).filter((c) => c.count > 0),
    kindName,
    kind,
    city,
    /** A new category keeps the city only when that category has warehouses there. */
    setKind: (next: string) => {
      setKindState(next);
      if (city && !filterWarehouses(all, { kind: next, city }).length) setCityState('');
      setSelectedId(undefined);
    },
    setCity: (next: string) => {
      setCityState(next);
      setSelectedId(undefined);
    },
    selectedId: shown.some((row) => row.id === selectedId) ? selectedId : undefined,
    select: (id: string) => setSelectedId((current) => (current === id ? undefined : id)),
    tooltip,
    loading: list.isLoading,
    /** No warehouse to show: the service answered none, or could not answer. */
    empty: !list.isLoading && all.length === 0,
  };
}

export type WarehouseMapState = ReturnType<typeof useWarehouseMap>;
