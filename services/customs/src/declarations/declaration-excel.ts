import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '@trade/contracts';
import type { DeclarationRow } from './declaration-index';

type Column = { key: keyof DeclarationRow; width: number; header: Record<Lang, string> };
const column = (key: keyof DeclarationRow, width: number, zh: string, en: string, ru: string): Column => ({
  key,
  width,
  header: { 'zh-cn': zh, en, ru },
});

/** The columns of a declaration list's workbook. */
const COLUMNS: Column[] = [
  column('orderNo', 24, '订单编号', 'Order no.', 'Номер заказа'),
  column('logisticsNo', 24, '物流运单编号', 'Waybill no.', 'Номер накладной'),
  column('invtNo', 22, '清单编号', 'Inventory no.', 'Номер перечня'),
  column('copNo', 22, '企业内部编号', 'Company ref. no.', 'Внутренний номер'),
  column('preNo', 22, '预录入编号', 'Pre-entry no.', 'Номер предв. ввода'),
  column('billNo', 20, '提运单号', 'Bill of lading', 'Коносамент'),
  column('payTransactionId', 24, '支付交易编号', 'Payment transaction', 'Платёжная операция'),
  column('ebcName', 30, '电商企业', 'E-commerce company', 'Компания эл. торговли'),
  column('ebpName', 30, '电商平台', 'Platform', 'Платформа'),
  column('amount', 14, '金额', 'Amount', 'Сумма'),
  column('currency', 8, '币制', 'Currency', 'Валюта'),
  column('appTime', 16, '申报时间', 'Declared at', 'Время подачи'),
  column('status', 12, '状态', 'Status', 'Статус'),
  column('returnInfo', 40, '回执信息', 'Receipt', 'Квитанция'),
  column('errorMessage', 50, '错误信息', 'Error', 'Ошибка'),
];

/** A stream of ExcelJS's writer (readable-stream 2 or 3, or Node's): what it holds. */
type Held = {
  _writableState?: { length: number };
  _readableState?: { length: number };
  on(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
};
const held = (stream: Held | undefined) =>
  (stream?._writableState?.length ?? 0) + (stream?._readableState?.length ?? 0);

/**
 * ExcelJS's streaming writer, under the hood: the sheet's XML goes from the sheet's buffer
 * (`stream`, written without regard to its reader) into the zip's input, and the zip
 * (archiver, `zip`) compresses it and keeps what `out` has not taken yet, without a limit.
 * Behind a slow reader the whole workbook would pile up there; `writeDeclarationsWorkbook`
 * waits while either holds more than these.
 */
const XML_BACKLOG = 1024 * 1024;
const ZIP_BACKLOG = 256 * 1024;

/**
 * Resolves when one of `streams` drains, or after 50 ms (a stream that is not full says
 * nothing); fails once `out` is closed (the download was abandoned).
 */
function progress(out: Writable, streams: Held[]): Promise<void> {
  const closed = () => new Error('the workbook’s download was closed');
  if (out.destroyed) return Promise.reject(closed());
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      for (const stream of streams) stream.removeListener('drain', onDrain);
      out.removeListener('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(closed());
    const timer = setTimeout(onDrain, 50);
    for (const stream of streams) stream.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Streams the rows into `out` as an .xlsx workbook, one committed row at a time, so a
 * list of any length costs a batch of rows in memory, not the list. Rows are taken only as
 * fast as the download is read (see XML_BACKLOG), and not at all once it is closed.
 */
export async function writeDeclarationsWorkbook(
  out: Writable,
  rows: AsyncIterable<DeclarationRow>,
  sheetName: string,
  lang: Lang,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.width, header: c.header[lang] }));
  const zip = (workbook as unknown as { zip?: Held }).zip;
  const xml = (sheet as unknown as { stream?: { pipes?: Held[] } }).stream?.pipes?.[0];
  const waiting = [xml, out as unknown as Held].filter((stream) => stream !== undefined);
  let count = 0;
  for await (const row of rows) {
    if (out.destroyed) throw new Error('the workbook’s download was closed');
    sheet.addRow(row).commit();
    count += 1;
    while (held(xml) > XML_BACKLOG || held(zip) > ZIP_BACKLOG) await progress(out, waiting);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
