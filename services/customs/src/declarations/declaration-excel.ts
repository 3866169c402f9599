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

/**
 * Streams the rows into `out` as an .xlsx workbook, one committed row at a time, so a
 * list of any length costs a batch of rows in memory, not the list.
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
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(row).commit();
    count += 1;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
