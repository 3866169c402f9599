import type { GroupEditor } from '../groups/file-groups';
import { cleanFileName } from '../upload/upload-policy';
import { fileChanged, fileState, unchanged } from './file-changes';
import type { FileRepository } from './file.repository';
import type { ImportRow } from './file-excel';

export interface ImportResult {
  updated: number;
  skipped: number;
  errors: Array<{ row: number; message: string }>;
}

/**
 * Applies an edited export: renames files and moves them between the owner's groups
 * (by group label; `labels` are the owner's groups by id). Rows naming another owner's
 * file, or an unknown group, change nothing. Each file that changes records its
 * trade.file.changed (before and after) in the same write; `changed` lists their ids.
 */
export async function applyImport(
  files: FileRepository,
  editor: GroupEditor,
  labels: ReadonlyMap<string, string>,
  rows: ImportRow[],
): Promise<{ result: ImportResult; changed: string[] }> {
  const { owner, actor } = editor;
  const byLabel = new Map([...labels].map(([id, label]) => [label, id]));
  const result: ImportResult = { updated: 0, skipped: 0, errors: [] };
  const changed: string[] = [];
  for (const row of rows) {
    const changes: { file_name?: string; group_id?: string | null } = {};
    if (row.file_name) changes.file_name = cleanFileName(row.file_name);
    if (row.group !== undefined) {
      if (row.group === '') changes.group_id = null;
      else if (byLabel.has(row.group)) changes.group_id = byLabel.get(row.group)!;
      else {
        result.errors.push({ row: row.row, message: `unknown group: ${row.group}` });
        continue;
      }
    }
    const file = Object.keys(changes).length > 0 ? await files.findLive(owner, row.id) : null;
    if (!file) {
      result.skipped += 1;
      continue;
    }
    const before = fileState(file, labels);
    const after = fileState({ ...before, ...changes }, labels);
    // A row that leaves the file as it was is applied, with nothing to record.
    if (unchanged(before, after)) {
      result.updated += 1;
      continue;
    }
    const id = String(file._id);
    if (await files.update(owner, id, changes, fileChanged('imported', file, before, after, actor))) {
      result.updated += 1;
      changed.push(id);
    } else result.skipped += 1;
  }
  return { result, changed };
}
