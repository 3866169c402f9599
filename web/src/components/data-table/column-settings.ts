import { sessionStore } from '@/lib/storage';

/** §3 table column setting. */
export interface ColumnSetting {
  prop: string;
  label: string;
  /** Free text, default "auto". */
  width: string;
  sortable: boolean;
  fixed: 'left' | 'right' | false;
  hide: boolean;
}

/** §9: save and reset are delayed 1 second. */
export const SETTINGS_DELAY_MS = 1000;

const key = (tableKey: string) => `table-columns:${tableKey}`;
const delay = () => new Promise((r) => setTimeout(r, SETTINGS_DELAY_MS));

/** Saved settings merged over the defaults, by prop (new columns keep their defaults, dropped ones vanish). */
export function loadColumnSettings(tableKey: string, defaults: ColumnSetting[]): ColumnSetting[] {
  const saved = sessionStore.get<ColumnSetting[]>(key(tableKey));
  if (!saved) return defaults;
  const byProp = new Map(saved.map((s) => [s.prop, s]));
  const merged = defaults.map((d) => ({ ...d, ...byProp.get(d.prop) }));
  const order = saved.map((s) => s.prop);
  return merged.sort((a, b) => (order.indexOf(a.prop) + 1 || 1e9) - (order.indexOf(b.prop) + 1 || 1e9));
}

/** Stores the settings per table in session storage (§9), after the 1 s delay. */
export async function saveColumnSettings(tableKey: string, settings: ColumnSetting[]): Promise<void> {
  await delay();
  sessionStore.set(key(tableKey), settings);
}

/** Forgets the table's settings, after the 1 s delay. */
export async function resetColumnSettings(tableKey: string): Promise<void> {
  await delay();
  sessionStore.remove(key(tableKey));
}
