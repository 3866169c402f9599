import { localStore } from '@/lib/storage';

/** §9 filter operators; `|` separates several values. */
export const FILTER_OPS = ['=', '!=', '>', '>=', '<', '<=', 'include', 'notinclude'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const FILTER_VALUE_SEPARATOR = '|';
/** §9: drawer width. */
export const FILTER_DRAWER_WIDTH = 650;

/** §3 filter item. */
export interface FilterItem {
  field: string;
  op: FilterOp;
  value: string;
}

/** §3 saved filter: a title and a map of field to value and operator. */
export interface SavedFilter {
  title: string;
  filters: Record<string, { value: string; op: FilterOp }>;
}

export interface FilterField {
  field: string;
  label: string;
  /** What the value box suggests, e.g. the values an enumerated field takes. */
  placeholder?: string;
}

export const toSaved = (title: string, items: FilterItem[]): SavedFilter => ({
  title,
  filters: Object.fromEntries(items.map((i) => [i.field, { value: i.value, op: i.op }])),
});

export const fromSaved = (saved: SavedFilter): FilterItem[] =>
  Object.entries(saved.filters).map(([field, { value, op }]) => ({ field, value, op }));

/** §7: search_params keys `field@op` become filter items. */
export function searchParamsToFilters(params: Record<string, unknown>): FilterItem[] {
  return Object.entries(params).flatMap(([key, value]) => {
    const [field, op] = key.split('@');
    if (!field || !op || !(FILTER_OPS as readonly string[]).includes(op)) return [];
    return [
      {
        field,
        op: op as FilterOp,
        value: Array.isArray(value) ? value.join(FILTER_VALUE_SEPARATOR) : String(value ?? ''),
      },
    ];
  });
}

const favouritesKey = (key: string) => `filter-favourites:${key}`;
export const loadFavourites = (key: string): SavedFilter[] =>
  localStore.get<SavedFilter[]>(favouritesKey(key)) ?? [];
export const storeFavourites = (key: string, list: SavedFilter[]): void =>
  localStore.set(favouritesKey(key), list);
