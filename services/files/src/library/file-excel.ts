import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { failFiles } from '../errors';
import type { FileView } from './file.view';
import { checkXlsxSize } from './xlsx-guard';

/** Columns of the export; an edited export is what /basic.file/import reads back. */
const COLUMNS = [
  { header: 'id', key: 'id', width: 28 },
  { header: 'file_name', key: 'file_name', width: 40 },
  { header: 'group', key: 'group', width: 20 },
  { header: 'ext', key: 'ext', width: 8 },
  { header: 'size', key: 'size', width: 12 },
  { header: 'src', key: 'src', width: 60 },
  { header: 'createdAt', key: 'createdAt', width: 24 },
];

/** Streams the rows as an .xlsx workbook into `out` (rows are written one by one). */
export async function writeFilesWorkbook(
  out: Writable,
  rows: AsyncIterable<FileView> | Iterable<FileView>,
  groupLabel: (id: string | null) => string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('files');
  sheet.columns = COLUMNS;
  for await (const row of rows) {
    sheet.addRow({ ...row, group: groupLabel(row.group_id) }).commit();
  }
  sheet.commit();
  await workbook.commit();
}

export interface ImportRow {
  row: number;
  id: string;
  file_name?: string;
  /** Group label; '' means ungrouped, undefined leaves the group as it is. */
  group?: string;
}

/** Largest import accepted, and rows read from it. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 5000;

/** Reads the rows of an edited export (first sheet, header row naming id, file_name, group). */
export async function readFilesWorkbook(buffer: Buffer): Promise<ImportRow[]> {
  // ExcelJS unpacks every part into memory: a zip bomb must be refused before it.
  await checkXlsxSize(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw failFiles('IMPORT_INVALID', { detail: 'xlsx' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw failFiles('IMPORT_INVALID', { detail: 'no sheet' });
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => header.set(String(cell.value ?? '').trim(), column));
  const idColumn = header.get('id');
  if (!idColumn) throw failFiles('IMPORT_INVALID', { detail: 'id column' });
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1)
    throw failFiles('IMPORT_INVALID', { detail: `> ${IMPORT_MAX_ROWS} rows` });
  const text = (row: ExcelJS.Row, name: string) => {
    const column = header.get(name);
    if (!column) return undefined;
    const value = row.getCell(column).value;
    return value === null || value === undefined ? '' : String(value).trim();
  };
  const rows: ImportRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const id = text(row, 'id') ?? '';
    if (!id) return;
    rows.push({ row: number, id, file_name: text(row, 'file_name') || undefined, group: text(row, 'group') });
  });
  return rows;
}
