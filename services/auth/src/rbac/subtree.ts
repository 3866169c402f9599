import { authFail } from '../errors';

type TreeRow = { _id: unknown; parentId?: string | null };

/** Ids of `id` and every node below it, so a node never moves under itself. */
export function subtreeIds(rows: readonly TreeRow[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && ids.has(row.parentId) && !ids.has(String(row._id))) {
        ids.add(String(row._id));
        grew = true;
      }
    }
  }
  return ids;
}

/** Refuses a parent that does not exist, or (for `selfId`) one inside the node's own subtree. */
export function requireValidParent(
  rows: readonly TreeRow[],
  parentId: string | null | undefined,
  selfId?: string,
): void {
  if (!parentId) return;
  if (!rows.some((row) => String(row._id) === parentId)) throw authFail('PARENT_INVALID');
  if (selfId && subtreeIds(rows, selfId).has(parentId)) throw authFail('PARENT_INVALID');
}
