import type { NavItemNode } from './api';

/** Where a dragged item lands: under `parentId`, at `index` among its new siblings. */
export interface Drop {
  dragId: string;
  parentId: string | null;
  index: number;
}

/** One item whose parent or sort changes. */
export interface Move {
  item: NavItemNode;
  parentId: string | null;
  sort: number;
}

const find = (nodes: NavItemNode[], id: string): NavItemNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

/**
 * The edits a drop makes: the dragged item joins its new siblings at `index`, and the
 * siblings are numbered 10, 20, 30… in their new order. Only items whose parent or sort
 * changes are returned, so a drop saves as few edits as it can.
 */
export function movesOf(tree: NavItemNode[], drop: Drop): Move[] {
  const dragged = find(tree, drop.dragId);
  if (!dragged) return [];
  const siblings = (drop.parentId ? (find(tree, drop.parentId)?.children ?? []) : tree).filter(
    (node) => node.id !== drop.dragId,
  );
  const index = Math.max(0, Math.min(drop.index, siblings.length));
  const ordered = [...siblings.slice(0, index), dragged, ...siblings.slice(index)];
  return ordered
    .map((item, i) => ({ item, parentId: drop.parentId, sort: (i + 1) * 10 }))
    .filter(({ item, parentId, sort }) => item.sort !== sort || (item.parentId ?? null) !== parentId);
}

export interface ParentChoice {
  value: string;
  title: string;
  children: ParentChoice[];
}

/** Parent choices for an item: every node but the item itself and those under it. */
export function parentChoices(nodes: NavItemNode[] = [], exceptId?: string): ParentChoice[] {
  return nodes
    .filter((node) => node.id !== exceptId)
    .map((node) => ({ value: node.id, title: node.title, children: parentChoices(node.children, exceptId) }));
}

/** A tree node as antd's Tree wants it: keyed by the item id. */
export type KeyedNavNode = Omit<NavItemNode, 'children'> & { key: string; children?: KeyedNavNode[] };

export const keyed = (nodes: NavItemNode[] = []): KeyedNavNode[] =>
  nodes.map((node) => ({
    ...node,
    key: node.id,
    children: node.children?.length ? keyed(node.children) : undefined,
  }));
