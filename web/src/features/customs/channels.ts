/**
 * The eight customs channel screens (§2 newChannel, with the export payment receipts) as
 * data: one configured template draws them all. Each channel names the CEB message that serves it (customs-ceb.md §1), its
 * list's columns and number filters, the head fields and goods-line columns of its detail
 * in the official order, and — for the export B2C chain the platform declares (CEB303,
 * 603, 505) — the fields of its declaration form.
 */

import { CHANNEL_KEYS, type ChannelKey } from './channel-keys';

export { CHANNEL_KEYS, CHANNEL_PATH, type ChannelKey } from './channel-keys';

/** The message numbers of the declaration lists (§7 /member.kj.ceb*). */
export type MessageType = '303' | '603' | '607' | '505' | '403' | '621' | '511' | '411';
/** The number filters the lists take (each matches the number or its beginning). */
export type NumberFilter = 'orderNo' | 'logisticsNo' | 'invtNo' | 'copNo' | 'billNo';

/** A list column: a row field; `sortable` only for the fields the index sorts on. */
export interface ChannelColumn {
  prop: string;
  sortable?: boolean;
}

/** A field of the declaration form: a text box unless it takes a code of `codes`. */
export interface FormField {
  name: string;
  required?: boolean;
  codes?: CodeTable;
  /** Filled when the form opens (a fixed flag, the usual currency). */
  initial?: string;
}

export type CodeTable =
  | 'currency'
  | 'country'
  | 'unit'
  | 'trafMode'
  | 'wrapType'
  | 'orderType'
  | 'tradeMode'
  | 'statisticsFlag'
  | 'feeFlag';

export interface DeclareForm {
  /** The party the member's own code and name fill (not typed in the form). */
  ownParty: [string, string];
  fields: FormField[];
  /** Goods lines, when the message has them. */
  items?: FormField[];
}

export interface Channel {
  key: ChannelKey;
  type: MessageType;
  direction: 'export' | 'import';
  /** The list's base path: `${base}/page`, `/errorPage`, `/detail`, `/inquiry`, `/errorMessage`, `/excel`. */
  base: string;
  /** The field that names a document in titles and the phone's list. */
  keyField: string;
  columns: ChannelColumn[];
  filters: NumberFilter[];
  /** Head fields of the detail, in the message's order. */
  head: string[];
  /** Goods-line columns of the detail (none: the message has no lines). */
  items?: string[];
  /** What the lines are, when not goods (the master bill's lines are waybills). */
  linesAre?: 'waybills';
  declare?: DeclareForm;
}

const req = (name: string, codes?: CodeTable, initial?: string): FormField => ({
  name,
  required: true,
  codes,
  initial,
});
const opt = (name: string, codes?: CodeTable, initial?: string): FormField => ({ name, codes, initial });

const sortable = (prop: string): ChannelColumn => ({ prop, sortable: true });
const column = (prop: string): ChannelColumn => ({ prop });
const STATUS = sortable('status');
const APP_DATE = sortable('appDate');

const MANAGED = ['guid', 'appType', 'appTime', 'appStatus'];

export const CHANNELS: Record<ChannelKey, Channel> = {
  contract: {
    key: 'contract',
    type: '303',
    direction: 'export',
    base: '/member.kj.ceb303',
    keyField: 'orderNo',
    columns: [
      sortable('orderNo'),
      STATUS,
      column('ebpName'),
      column('ebcName'),
      column('amount'),
      column('itemCount'),
      APP_DATE,
    ],
    filters: ['orderNo'],
    head: [
      ...MANAGED,
      'orderType',
      'orderNo',
      'ebpCode',
      'ebpName',
      'ebcCode',
      'ebcName',
      'goodsValue',
      'freight',
      'currency',
      'note',
    ],
    items: [
      'gnum',
      'itemNo',
      'itemName',
      'itemDescribe',
      'barCode',
      'unit',
      'currency',
      'qty',
      'price',
      'totalPrice',
      'note',
    ],
    declare: {
      ownParty: ['ebcCode', 'ebcName'],
      fields: [
        req('orderType', 'orderType', 'E'),
        req('orderNo'),
        req('ebpCode'),
        req('ebpName'),
        req('goodsValue'),
        req('freight', undefined, '0'),
        req('currency', 'currency', '142'),
        opt('note'),
      ],
      items: [
        req('gnum'),
        req('itemNo'),
        req('itemName'),
        opt('itemDescribe'),
        opt('barCode'),
        req('unit', 'unit', '007'),
        req('currency', 'currency', '142'),
        req('qty'),
        req('price'),
        req('totalPrice'),
        opt('note'),
      ],
    },
  },
  exportList: {
    key: 'exportList',
    type: '603',
    direction: 'export',
    base: '/member.kj.ceb603',
    keyField: 'copNo',
    columns: [
      sortable('copNo'),
      STATUS,
      sortable('orderNo'),
      sortable('logisticsNo'),
      sortable('invtNo'),
      column('ebcName'),
      column('itemCount'),
      APP_DATE,
    ],
    filters: ['copNo', 'orderNo', 'logisticsNo', 'invtNo'],
    head: [
      ...MANAGED,
      'customsCode',
      'ebpCode',
      'ebpName',
      'orderNo',
      'logisticsCode',
      'logisticsName',
      'logisticsNo',
      'copNo',
      'preNo',
      'invtNo',
      'ieFlag',
      'portCode',
      'ieDate',
      'statisticsFlag',
      'agentCode',
      'agentName',
      'ebcCode',
      'ebcName',
      'ownerCode',
      'ownerName',
      'iacCode',
      'iacName',
      'emsNo',
      'tradeMode',
      'trafMode',
      'trafName',
      'voyageNo',
      'billNo',
      'totalPackageNo',
      'loctNo',
      'licenseNo',
      'country',
      'POD',
      'freight',
      'fCurrency',
      'fFlag',
      'insuredFee',
      'iCurrency',
      'iFlag',
      'wrapType',
      'packNo',
      'grossWeight',
      'netWeight',
      'note',
    ],
    items: [
      'gnum',
      'itemNo',
      'itemRecordNo',
      'itemName',
      'gcode',
      'gname',
      'gmodel',
      'barCode',
      'country',
      'currency',
      'qty',
      'qty1',
      'qty2',
      'unit',
      'unit1',
      'unit2',
      'price',
      'totalPrice',
      'note',
    ],
    declare: {
      ownParty: ['ebcCode', 'ebcName'],
      fields: [
        req('customsCode'),
        req('ebpCode'),
        req('ebpName'),
        req('orderNo'),
        req('logisticsCode'),
        req('logisticsName'),
        req('logisticsNo'),
        req('copNo'),
        req('ieFlag', undefined, 'E'),
        req('portCode'),
        req('ieDate'),
        req('statisticsFlag', 'statisticsFlag', 'A'),
        req('agentCode'),
        req('agentName'),
        req('ownerCode'),
        req('ownerName'),
        req('tradeMode', 'tradeMode', '9610'),
        req('trafMode', 'trafMode'),
        opt('trafName'),
        opt('voyageNo'),
        opt('billNo'),
        opt('totalPackageNo'),
        req('country', 'country'),
        req('POD'),
        req('freight', undefined, '0'),
        req('fCurrency', 'currency', '142'),
        req('fFlag', 'feeFlag', '3'),
        req('insuredFee', undefined, '0'),
        req('iCurrency', 'currency', '142'),
        req('iFlag', 'feeFlag', '3'),
        req('wrapType', 'wrapType', '2'),
        req('packNo', undefined, '1'),
        req('grossWeight'),
        req('netWeight'),
        opt('note'),
      ],
      items: [
        req('gnum'),
        req('itemNo'),
        opt('itemName'),
        req('gcode'),
        req('gname'),
        req('gmodel'),
        req('barCode', undefined, '无'),
        req('country', 'country'),
        req('currency', 'currency', '142'),
        req('qty'),
        req('qty1'),
        req('unit', 'unit', '007'),
        req('unit1', 'unit', '035'),
        req('price'),
        req('totalPrice'),
      ],
    },
  },
  exportWaybill: {
    key: 'exportWaybill',
    type: '505',
    direction: 'export',
    base: '/member.kj.ceb505',
    keyField: 'logisticsNo',
    columns: [sortable('logisticsNo'), STATUS, column('logisticsCode'), column('ebcName'), APP_DATE],
    filters: ['logisticsNo'],
    head: [
      ...MANAGED,
      'logisticsCode',
      'logisticsName',
      'logisticsNo',
      'freight',
      'insuredFee',
      'currency',
      'grossWeight',
      'packNo',
      'goodsInfo',
      'ebcCode',
      'ebcName',
      'ebcTelephone',
      'note',
    ],
    declare: {
      ownParty: ['logisticsCode', 'logisticsName'],
      fields: [
        req('logisticsNo'),
        req('freight', undefined, '0'),
        req('insuredFee', undefined, '0'),
        req('currency', 'currency', '142'),
        req('grossWeight'),
        req('packNo', undefined, '1'),
        req('goodsInfo'),
        opt('ebcCode'),
        opt('ebcName'),
        opt('ebcTelephone'),
        opt('note'),
      ],
    },
  },
  exportZfd: {
    key: 'exportZfd',
    type: '607',
    direction: 'export',
    base: '/member.kj.ceb607',
    keyField: 'copNo',
    columns: [
      sortable('copNo'),
      STATUS,
      column('billNo'),
      column('preNo'),
      column('agentCode'),
      column('itemCount'),
      APP_DATE,
    ],
    filters: ['copNo', 'billNo'],
    head: [
      ...MANAGED,
      'customsCode',
      'copNo',
      'preNo',
      'agentCode',
      'agentName',
      'loctNo',
      'trafMode',
      'trafName',
      'voyageNo',
      'billNo',
      'domesticTrafNo',
      'grossWeight',
      'logisticsCode',
      'logisticsName',
      'msgCount',
      'msgSeqNo',
      'note',
    ],
    items: ['gnum', 'totalPackageNo', 'logisticsNo', 'invtNo', 'note'],
    linesAre: 'waybills',
  },
  exportReceipt: {
    // Listed and inspected only: the payment company sends the 收款单, not the member.
    key: 'exportReceipt',
    type: '403',
    direction: 'export',
    base: '/member.kj.ceb403',
    keyField: 'orderNo',
    // The platform's name stays in the detail: with it the list overflows a laptop's width in en and ru.
    columns: [sortable('orderNo'), STATUS, column('payCode'), column('amount'), APP_DATE],
    filters: ['orderNo'],
    head: [
      ...MANAGED,
      'ebpCode',
      'ebpName',
      'ebcCode',
      'ebcName',
      'orderNo',
      'payCode',
      'payName',
      'payNo',
      'charge',
      'currency',
      'accountingDate',
      'note',
    ],
  },
  importList: {
    key: 'importList',
    type: '621',
    direction: 'import',
    base: '/member.kj.ceb621',
    keyField: 'copNo',
    columns: [
      sortable('copNo'),
      STATUS,
      sortable('orderNo'),
      sortable('logisticsNo'),
      sortable('invtNo'),
      column('ebcName'),
      column('itemCount'),
      APP_DATE,
    ],
    filters: ['copNo', 'orderNo', 'logisticsNo', 'invtNo', 'billNo'],
    head: [
      ...MANAGED,
      'orderNo',
      'ebpCode',
      'ebpName',
      'ebcCode',
      'ebcName',
      'logisticsNo',
      'logisticsCode',
      'logisticsName',
      'copNo',
      'preNo',
      'assureCode',
      'emsNo',
      'invtNo',
      'ieFlag',
      'declTime',
      'customsCode',
      'portCode',
      'ieDate',
      'buyerIdType',
      'buyerIdNumber',
      'buyerName',
      'buyerTelephone',
      'consigneeAddress',
      'agentCode',
      'agentName',
      'areaCode',
      'areaName',
      'tradeMode',
      'trafMode',
      'trafNo',
      'voyageNo',
      'billNo',
      'loctNo',
      'licenseNo',
      'country',
      'freight',
      'insuredFee',
      'currency',
      'wrapType',
      'packNo',
      'grossWeight',
      'netWeight',
      'note',
    ],
    items: [
      'gnum',
      'itemRecordNo',
      'itemNo',
      'itemName',
      'gcode',
      'gname',
      'gmodel',
      'barCode',
      'country',
      'tradeCountry',
      'currency',
      'qty',
      'unit',
      'qty1',
      'unit1',
      'qty2',
      'unit2',
      'price',
      'totalPrice',
      'note',
    ],
  },
  importWaybill: {
    key: 'importWaybill',
    type: '511',
    direction: 'import',
    base: '/member.kj.ceb511',
    keyField: 'logisticsNo',
    columns: [
      sortable('logisticsNo'),
      STATUS,
      sortable('orderNo'),
      column('billNo'),
      column('logisticsCode'),
      APP_DATE,
    ],
    filters: ['logisticsNo', 'orderNo', 'billNo'],
    head: [
      ...MANAGED,
      'logisticsCode',
      'logisticsName',
      'logisticsNo',
      'billNo',
      'orderNo',
      'freight',
      'insuredFee',
      'currency',
      'weight',
      'packNo',
      'goodsInfo',
      'consignee',
      'consigneeAddress',
      'consigneeTelephone',
      'note',
    ],
  },
  importZfd: {
    key: 'importZfd',
    type: '411',
    direction: 'import',
    base: '/member.kj.ceb411',
    keyField: 'payTransactionId',
    columns: [
      column('payTransactionId'),
      STATUS,
      sortable('orderNo'),
      column('payCode'),
      column('ebpName'),
      column('amount'),
      APP_DATE,
    ],
    filters: ['orderNo'],
    head: [
      ...MANAGED,
      'payCode',
      'payName',
      'payTransactionId',
      'orderNo',
      'ebpCode',
      'ebpName',
      'payerIdType',
      'payerIdNumber',
      'payerName',
      'telephone',
      'amountPaid',
      'currency',
      'payTime',
      'note',
    ],
  },
};

export const isChannelKey = (value: string | undefined): value is ChannelKey =>
  (CHANNEL_KEYS as readonly string[]).includes(value ?? '');

/** The channel of a page path such as `/newChannel/exportList`. */
export function channelOfPath(pathname: string): Channel | undefined {
  const key = /\/newChannel\/([A-Za-z]+)/.exec(pathname)?.[1];
  return isChannelKey(key) ? CHANNELS[key] : undefined;
}

/** The channel of a message number (a declaration's id starts with it: `621:<member>:<key>`). */
export const channelOfType = (type: string): Channel | undefined =>
  Object.values(CHANNELS).find((c) => c.type === type);

export const MOBILE_PATHS = {
  list: '/mobile/member/customs',
  /** The channel rides along: an invalid document's id (`invalid:<message>:<n>`) does not name its type. */
  info: (id: string, key: ChannelKey) =>
    `/mobile/member/customs/info/${encodeURIComponent(id)}?channel=${key}`,
};

/**
 * The head fields a detail shows: the channel's in the message's order, then any the
 * message carried that the list does not name (nothing the customs sent is hidden).
 */
export function headFields(channel: Channel, fields: Record<string, string>): string[] {
  const known = channel.head.filter((f) => fields[f] !== undefined && fields[f] !== '');
  const extra = Object.keys(fields).filter((f) => !channel.head.includes(f) && fields[f] !== '');
  return [...known, ...extra];
}

/** The goods-line columns of a detail: the channel's that any line fills, then the rest. */
export function itemColumns(channel: Channel, items: Record<string, string>[]): string[] {
  const filled = new Set(items.flatMap((item) => Object.keys(item).filter((k) => item[k] !== '')));
  const known = (channel.items ?? []).filter((f) => filled.has(f));
  return [...known, ...[...filled].filter((f) => !(channel.items ?? []).includes(f))];
}

/** The form's starting values: each field's `initial`, and the empty ones left out. */
export function initialValues(fields: FormField[]): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial!]));
}

/** What the declare call sends: trimmed values, empty ones left out (optional elements are omitted). */
export function declaredValues(values: Record<string, unknown>, fields: FormField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.name];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) out[f.name] = text;
  }
  return out;
}
