import type { MapWarehouse } from './api';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The consultation form of the logistics page, told which warehouse the visitor came from. */
export function consultLink(warehouseId?: string): string {
  const params = new URLSearchParams({ from: 'map' });
  if (warehouseId) params.set('warehouse', warehouseId);
  return `/logistics?${params.toString()}#consult`;
}

/** A colour per warehouse category, the same on the map, its legend and the list. */
export const KIND_COLOURS: Record<string, string> = {
  bonded: '#1677ff',
  general: '#52c41a',
  cold: '#13c2c2',
  overseas: '#722ed1',
  yard: '#fa8c16',
};
export const kindColour = (kind: string): string => KIND_COLOURS[kind] ?? '#8c8c8c';

/** A point's size on the map: larger warehouses read larger, within 10–26 px. */
export function pointSize(area: number): number {
  const size = 8 + Math.sqrt(Math.max(area, 0)) / 16;
  return Math.round(Math.min(26, Math.max(10, size)));
}

export interface WarehouseFilter {
  kind?: string;
  city?: string;
}

/** The warehouses of a category and a city (either may be empty: all of them). */
export const filterWarehouses = (rows: readonly MapWarehouse[], { kind, city }: WarehouseFilter) =>
  rows.filter((row) => (!kind || row.kind === kind) && (!city || row.city === city));

/** The cities that have warehouses, in the order they first appear. */
export const citiesOf = (rows: readonly MapWarehouse[]): string[] => [...new Set(rows.map((r) => r.city))];

const number = (value: number, lang: string) => value.toLocaleString(lang, { maximumFractionDigits: 2 });

export interface WarehouseFact {
  key: string;
  label: string;
  value: string;
}

/**
 * A warehouse's §3 fields as label and text, with their units (the customs service stores
 * area in m², storage fee in yuan per ton a day, rent in yuan per m² a month, handling and
 * transfer fees in yuan per ton). A fee nobody entered reads "negotiable".
 */
export function warehouseFacts(row: MapWarehouse, t: T, lang: string): WarehouseFact[] {
  const fee = (value: number | null, unit: string) =>
    value === null
      ? t('portal:map.negotiable')
      : t(`portal:map.unit.${unit}`, { value: number(value, lang) });
  const facts: WarehouseFact[] = [
    {
      key: 'area',
      label: t('portal:map.field.area'),
      value: t('portal:map.unit.area', { value: number(row.area, lang) }),
    },
    { key: 'storageFee', label: t('portal:map.field.storageFee'), value: fee(row.storageFee, 'perTonDay') },
    { key: 'rent', label: t('portal:map.field.rent'), value: fee(row.rent, 'perSquareMetreMonth') },
    { key: 'handlingFee', label: t('portal:map.field.handlingFee'), value: fee(row.handlingFee, 'perTon') },
    { key: 'transferFee', label: t('portal:map.field.transferFee'), value: fee(row.transferFee, 'perTon') },
    {
      key: 'structure',
      label: t('portal:map.field.structure'),
      value: t(`portal:map.structure.${row.structure}`, { defaultValue: row.structure }),
    },
    {
      key: 'cargoType',
      label: t('portal:map.field.cargoType'),
      value: t(`portal:map.cargoType.${row.cargoType}`, { defaultValue: row.cargoType }),
    },
    {
      key: 'shippingMethods',
      label: t('portal:map.field.shippingMethods'),
      value: row.shippingMethods.length
        ? row.shippingMethods.map((m) => t(`portal:map.shipping.${m}`, { defaultValue: m })).join(' · ')
        : '—',
    },
  ];
  if (row.address) facts.push({ key: 'address', label: t('portal:map.field.address'), value: row.address });
  if (row.contact || row.phone)
    facts.push({
      key: 'contact',
      label: t('portal:map.field.contact'),
      value: [row.contact, row.phone].filter(Boolean).join(' '),
    });
  return facts;
}

/** Where a warehouse is: its province and city (the city alone when they repeat). */
export const placeOf = (row: MapWarehouse): string =>
  row.province && row.province !== row.city ? `${row.province} ${row.city}` : row.city;
