import type { Lang, LocalisedText } from '@trade/contracts';

/** A category as the tree keeps it: the database's row, without its bookkeeping. */
export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: LocalisedText;
  sortOrder: number;
}

/** A category with its children, in the reader's language or with all three names. */
export interface CategoryBranch<N = string> {
  id: string;
  parentId: string | null;
  name: N;
  sortOrder: number;
  children: CategoryBranch<N>[];
}

const bySortOrder = (a: CategoryNode, b: CategoryNode) =>
  a.sortOrder - b.sortOrder || a.id.localeCompare(b.id);

/**
 * The category tree, built once from the rows and read synchronously by the marketplace
 * (the form check, the product view, the match score) and the public category menu.
 */
export class CategoryTree {
  private readonly byId: Map<string, CategoryNode>;
  private readonly childrenOf = new Map<string | null, CategoryNode[]>();
  /** The public menu per language, built on first use: the tree never changes, a reload makes a new one. */
  private readonly menus = new Map<Lang, CategoryBranch[]>();

  constructor(rows: readonly CategoryNode[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of [...rows].sort(bySortOrder)) {
      const parent = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      this.childrenOf.set(parent, [...(this.childrenOf.get(parent) ?? []), row]);
    }
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): CategoryNode | undefined {
    return this.byId.get(id);
  }

  children(id: string | null): readonly CategoryNode[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** The top-level category an id belongs to (itself for a root). */
  rootOf(id: string): CategoryNode | undefined {
    let node = this.byId.get(id);
    const seen = new Set<string>();
    while (node?.parentId && this.byId.has(node.parentId) && !seen.has(node.id)) {
      seen.add(node.id);
      node = this.byId.get(node.parentId);
    }
    return node;
  }

  /** True when `id` is `ancestor` or lies below it. */
  isWithin(id: string, ancestor: string): boolean {
    for (
      let node = this.byId.get(id);
      node;
      node = node.parentId ? this.byId.get(node.parentId) : undefined
    ) {
      if (node.id === ancestor) return true;
    }
    return false;
  }

  /** `id` and every category below it: a list filtered on a category takes them all in. */
  andBelow(id: string): string[] {
    const out = [id];
    for (let i = 0; i < out.length; i += 1) for (const child of this.children(out[i]!)) out.push(child.id);
    return out;
  }

  /** `id` and its parents, nearest first (unknown ids give just the id). */
  pathOf(id: string): string[] {
    const out: string[] = [];
    for (
      let node = this.byId.get(id);
      node && !out.includes(node.id);
      node = node.parentId ? this.byId.get(node.parentId) : undefined
    )
      out.push(node.id);
    return out.length > 0 ? out : [id];
  }

  /** The whole tree with names in one language (the public menu, the member forms). */
  localised(lang: Lang): CategoryBranch[] {
    let menu = this.menus.get(lang);
    if (!menu) {
      menu = this.localisedBelow(lang, null);
      this.menus.set(lang, menu);
    }
    return menu;
  }

  private localisedBelow(lang: Lang, parentId: string | null): CategoryBranch[] {
    return this.children(parentId).map((node) => ({
      ...node,
      name: node.name[lang],
      children: this.localisedBelow(lang, node.id),
    }));
  }

  /** The whole tree with the three names (the back office). */
  branches(parentId: string | null = null): CategoryBranch<LocalisedText>[] {
    return this.children(parentId).map((node) => ({ ...node, children: this.branches(node.id) }));
  }
}
