import type { GroupView } from '../groups/file-groups';
import { cleanFileName } from '../upload/upload-policy';
import type { FileRepository } from './file.repository';
import type { ImportRow } from './file-excel';
import type { Owner } from './owner';

export interface ImportResult {
  updated: number;
  skipped: number;
  errors: Array<{ row: number; message: string }>;
}

/**
 * Applies an edited export: renames files and moves them between the owner's groups
 * (by group label). Rows naming another owner's file, or an unknown group, change nothing.
 */
export async function applyImport(
  files: FileRepository,
  owner: Owner,
  groups: GroupView[],
  rows: ImportRow[],
): Promise<ImportResult> {
  const byLabel = new Map(groups.map((g) => [g.label, g.id]));
  const result: ImportResult = { updated: 0, skipped: 0, errors: [] };
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
    if (Object.keys(changes).length > 0 && (await files.update(owner, row.id, changes))) result.updated += 1;
    else result.skipped += 1;
  }
  return result;
}
