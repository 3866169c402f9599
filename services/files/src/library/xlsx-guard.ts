import { AppError } from '@trade/service-kit';
import yauzl from 'yauzl';
import { failFiles } from '../errors';

/** Parts of a workbook: an export has about a dozen. */
export const XLSX_MAX_ENTRIES = 200;
/**
 * Bytes a workbook may unpack to. An export of the 5000 rows an import accepts unpacks
 * to a few MB; a zip bomb of under 5 MB can claim gigabytes.
 */
export const XLSX_MAX_UNPACKED_BYTES = 25 * 1024 * 1024;

const tooBig = () =>
  failFiles('IMPORT_INVALID', { detail: `> ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked` });

/**
 * Refuses an .xlsx that would unpack to more than XLSX_MAX_UNPACKED_BYTES before anything
 * loads it whole: first by the sizes its directory declares, then by inflating each part
 * as a stream and counting (the bytes are thrown away), stopping at the first byte over
 * a declared size (yauzl's validateEntrySizes) or over the total. Memory stays at one
 * inflate window however the archive lies. Whatever passes unpacks to at most the cap.
 */
export async function checkXlsxSize(buffer: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw failFiles('IMPORT_INVALID', { detail: 'xlsx' });
  }
  try {
    if (zip.entryCount > XLSX_MAX_ENTRIES)
      throw failFiles('IMPORT_INVALID', { detail: `> ${XLSX_MAX_ENTRIES} parts` });
    const entries = await listEntries(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > XLSX_MAX_UNPACKED_BYTES) throw tooBig();
    let unpacked = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of stream) {
          unpacked += (chunk as Buffer).length;
          if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw tooBig();
        }
      } finally {
        stream.destroy();
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A broken or lying archive (sizes that do not match, bad compressed data).
    throw failFiles('IMPORT_INVALID', { detail: 'xlsx' });
  } finally {
    zip.close();
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}
