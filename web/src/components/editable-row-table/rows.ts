/** A row of the editable row table: any record of field values. */
export type EditableRow = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * §2: formats the table's data for saving. A row whose template fields are all empty is
 * dropped; without a template every row is kept.
 */
export function formatRows<T extends EditableRow>(rows: readonly T[], template?: EditableRow): T[] {
  const fields = Object.keys(template ?? {});
  if (!fields.length) return [...rows];
  return rows.filter((row) => fields.some((field) => !isEmpty(row[field])));
}

/** A fresh row from the template (arrays and objects are copied, so rows never share them). */
export const rowFromTemplate = <T extends EditableRow>(template: EditableRow = {}): T =>
  structuredClone(template) as T;

const keys = new WeakMap<object, string>();
let nextKey = 0;

/** A key that follows a row through edits and moves (rows carry no id of their own). */
export function rowKeyOf(row: object): string {
  let key = keys.get(row);
  if (!key) {
    key = `row-${(nextKey += 1)}`;
    keys.set(row, key);
  }
  return key;
}

/** The edited copy of a row keeps the row's key. */
export function patchRow<T extends EditableRow>(row: T, patch: Partial<T>): T {
  const next = { ...row, ...patch };
  keys.set(next, rowKeyOf(row));
  return next;
}
