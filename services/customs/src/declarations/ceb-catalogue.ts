/**
 * The CEB messages the platform reads and writes (海关跨境电商统一版系统企业对接报文规范,
 * 202205): where each business document sits in its message, which fields identify it,
 * which company codes name its parties, and which receipt answers it.
 */

export const DECLARATION_TYPES = ['303', '603', '621', '607', '505', '511', '411', '403'] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];

export const RECEIPT_TYPES = ['304', '404', '506', '512', '604', '608', '622', '412', '900'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export type Direction = 'import' | 'export';

export interface DeclarationKind {
  type: DeclarationType;
  direction: Direction;
  /** The official name (the screens label the lists by it). */
  name: { 'zh-cn': string; en: string; ru: string };
  /** The repeated business node under the message root. */
  node: string;
  /** The node holding the fields under `node`; absent when the fields sit on `node` itself (505, 403). */
  head?: string;
  /** The repeated goods lines under `node`, when the document has any. */
  items?: string;
  /**
   * The fields that identify the document, tried in turn: the first whose fields are all
   * filled is its key (621's copNo is optional, so it falls back to the platform's order).
   */
  keys: string[][];
  /**
   * The party fields, most responsible party first: a document belongs to the member the
   * first filled one names (the BaseTransfer's copCode is tried last).
   */
  parties: string[];
  /** The receipt answering this document. */
  receipt: Exclude<ReceiptType, '900'>;
}

const name = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });

export const DECLARATION_KINDS: Record<DeclarationType, DeclarationKind> = {
  '303': {
    type: '303',
    direction: 'export',
    name: name('出口电子订单', 'Export order', 'Экспортный заказ'),
    node: 'Order',
    head: 'OrderHead',
    items: 'OrderList',
    keys: [['ebpCode', 'orderNo']],
    parties: ['ebcCode', 'ebpCode'],
    receipt: '304',
  },
  '603': {
    type: '603',
    direction: 'export',
    name: name('出口申报清单', 'Export inventory', 'Экспортная декларация-перечень'),
    node: 'Inventory',
    head: 'InventoryHead',
    items: 'InventoryList',
    keys: [['copNo']],
    parties: ['ebcCode', 'agentCode', 'ownerCode', 'ebpCode', 'logisticsCode'],
    receipt: '604',
  },
  '607': {
    type: '607',
    direction: 'export',
    name: name('出口清单总分单', 'Export master and house bill', 'Экспортная сводная накладная'),
    node: 'WayBill',
    head: 'WayBillHead',
    items: 'WayBillList',
    keys: [['copNo']],
    parties: ['agentCode', 'logisticsCode'],
    receipt: '608',
  },
  '505': {
    type: '505',
    direction: 'export',
    name: name('出口物流运单', 'Export waybill', 'Экспортная транспортная накладная'),
    node: 'Logistics',
    keys: [['logisticsCode', 'logisticsNo']],
    parties: ['logisticsCode', 'ebcCode'],
    receipt: '506',
  },
  '403': {
    type: '403',
    direction: 'export',
    name: name('出口收款单', 'Export receipt of payment', 'Экспортное поступление платежа'),
    node: 'Receipts',
    keys: [['ebcCode', 'orderNo']],
    parties: ['ebcCode', 'payCode', 'ebpCode'],
    receipt: '404',
  },
  '621': {
    type: '621',
    direction: 'import',
    name: name('进口申报清单', 'Import inventory', 'Импортная декларация-перечень'),
    node: 'Inventory',
    head: 'InventoryHead',
    items: 'InventoryList',
    keys: [['copNo'], ['ebpCode', 'orderNo']],
    parties: ['ebcCode', 'agentCode', 'ebpCode', 'assureCode', 'logisticsCode'],
    receipt: '622',
  },
  '511': {
    type: '511',
    direction: 'import',
    name: name('进口物流运单', 'Import waybill', 'Импортная транспортная накладная'),
    node: 'Logistics',
    head: 'LogisticsHead',
    keys: [['logisticsCode', 'logisticsNo']],
    parties: ['logisticsCode'],
    receipt: '512',
  },
  '411': {
    type: '411',
    direction: 'import',
    name: name('进口支付单', 'Import payment voucher', 'Импортный платёжный документ'),
    node: 'Payment',
    head: 'PaymentHead',
    keys: [['payCode', 'payTransactionId']],
    parties: ['payCode', 'ebpCode'],
    receipt: '412',
  },
};

export interface ReceiptKind {
  type: ReceiptType;
  direction: Direction;
  /** The repeated `*Return` node. */
  node: string;
  /** The declaration it answers (CEB900 answers any message). */
  answers?: DeclarationType;
}

export const RECEIPT_KINDS: Record<ReceiptType, ReceiptKind> = {
  '304': { type: '304', direction: 'export', node: 'OrderReturn', answers: '303' },
  '404': { type: '404', direction: 'export', node: 'ReceiptsReturn', answers: '403' },
  '506': { type: '506', direction: 'export', node: 'LogisticsReturn', answers: '505' },
  '604': { type: '604', direction: 'export', node: 'InventoryReturn', answers: '603' },
  '608': { type: '608', direction: 'export', node: 'WayBillReturn', answers: '607' },
  '512': { type: '512', direction: 'import', node: 'LogisticsReturn', answers: '511' },
  '622': { type: '622', direction: 'import', node: 'InventoryReturn', answers: '621' },
  '412': { type: '412', direction: 'import', node: 'PaymentReturn', answers: '411' },
  '900': { type: '900', direction: 'import', node: 'MessageReturn' },
};

/** Every message type number the exchange may carry, mapped to what it is. */
export function messageKind(
  root: string,
): { kind: 'declaration'; def: DeclarationKind } | { kind: 'receipt'; def: ReceiptKind } | null {
  const match = /^CEB(\d{3})Message$/.exec(root);
  if (!match) return null;
  const number = match[1]!;
  if (number in DECLARATION_KINDS)
    return { kind: 'declaration', def: DECLARATION_KINDS[number as DeclarationType] };
  if (number in RECEIPT_KINDS) return { kind: 'receipt', def: RECEIPT_KINDS[number as ReceiptType] };
  return null;
}

/** The direction (so the schema) of any CEB message number, from the two XSDs' catalogues. */
export function directionOf(number: string): Direction | null {
  const n = Number(number);
  if (
    [303, 304, 403, 404, 505, 506, 507, 508, 509, 510, 603, 604, 605, 606, 607, 608, 701, 702, 792].includes(
      n,
    )
  )
    return 'export';
  if ([213, 214, 215, 216].includes(n)) return 'export';
  if (
    [311, 312, 411, 412, 511, 512, 513, 514, 621, 622, 623, 624, 625, 626, 711, 712, 816, 818, 900].includes(
      n,
    )
  )
    return 'import';
  return null;
}

/**
 * Receipt statuses that mean the declaration failed (customs-ceb.md §4): send failure,
 * rejection, detention, returned shipment, and every negative processing error.
 */
export function isErrorStatus(returnStatus: number): boolean {
  return (
    returnStatus < 0 ||
    returnStatus === 4 ||
    returnStatus === 100 ||
    (returnStatus >= 501 && returnStatus <= 599) ||
    returnStatus === 700
  );
}

/** At most this many business documents in one message (the specification's limit). */
export const MAX_DOCUMENTS_PER_MESSAGE = 100;
