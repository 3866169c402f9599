import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { writeDeclarationsWorkbook } from './declaration-excel';
import type { DeclarationRow } from './declaration-index';

const row = (n: number): DeclarationRow =>
  ({
    id: `621:m:${n}`,
    orderNo: `HY${n}`,
    logisticsNo: `HYX${n}CN`,
    copNo: `CIV${n}`,
    ebcName: '杭州禾屿跨境贸易有限公司',
    amount: '603.00',
    currency: '142',
    appTime: '20250101101500',
    status: '120',
    returnInfo: '',
    errorMessage: '',
  }) as DeclarationRow;

/** `total` rows; `taken()` says how many the writer has asked for so far. */
function rows(total: number) {
  let taken = 0;
  async function* generate() {
    for (let n = 0; n < total; n += 1) {
      taken += 1;
      yield row(n);
    }
  }
  return { rows: generate(), taken: () => taken };
}

/** Waits until `value()` has not changed for 300 ms. */
async function settled(value: () => number): Promise<number> {
  let last = -1;
  while (value() !== last) {
    last = value();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

describe('the declarations workbook', () => {
  it('takes rows only as fast as the download is read, and is whole in the end', async () => {
    const out = new PassThrough();
    const source = rows(30_000);
    const written = writeDeclarationsWorkbook(out, source.rows, 'Declarations', 'en');
    // Nobody reads the download yet: the writer stops after a few buffers' worth of rows.
    expect(await settled(source.taken)).toBeLessThan(15_000);

    const chunks: Buffer[] = [];
    const download = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await Promise.all([pipeline(out, download), written]);
    expect(await written).toBe(30_000);

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(PassThrough.from(Buffer.concat(chunks)), {
      worksheets: 'emit',
    });
    let count = 0;
    for await (const sheet of reader) for await (const _line of sheet) count += 1;
    expect(count).toBe(30_001);
  });

  it('stops taking rows when the download is closed', async () => {
    const out = new PassThrough();
    const source = rows(30_000);
    const written = writeDeclarationsWorkbook(out, source.rows, 'Declarations', 'en');
    await settled(source.taken);
    out.destroy();
    await expect(written).rejects.toThrow('closed');
    expect(source.taken()).toBeLessThan(15_000);
  });
});
