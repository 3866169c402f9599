/** A spec attribute of an spu and the values chosen for it. */
export interface SpecAttr {
  attrId: string;
  name: string;
  values: string[];
}

/** One sku row: a value of each spec attribute, in the specs' order, and its own fields. */
export interface SkuRow {
  specValues: string[];
  price: number | null;
  stock: number | null;
  code: string;
  image: string;
  [field: string]: unknown;
}

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/** Every combination of the specs' values, the first spec varying slowest. */
export function combinations(specs: readonly SpecAttr[]): string[][] {
  const used = specs.filter((s) => s.values.length > 0);
  if (!used.length) return [];
  return used.reduce<string[][]>(
    (rows, spec) => rows.flatMap((row) => spec.values.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * The sku rows of the specs: one per combination (2 attributes × 3 values → 9). A row
 * whose combination is still there keeps its place (the order the back office dragged
 * it into) and what was typed into it; new combinations follow, in combination order.
 */
export function skuRows(specs: readonly SpecAttr[], existing: readonly SkuRow[] = []): SkuRow[] {
  const wanted = combinations(specs);
  const wantedKeys = new Set(wanted.map(keyOf));
  const kept = existing.filter((row) => wantedKeys.delete(keyOf(row.specValues)));
  const added = wanted
    .filter((specValues) => wantedKeys.has(keyOf(specValues)))
    .map((specValues) => ({ specValues, price: null, stock: null, code: '', image: '' }));
  return [...kept, ...added];
}
