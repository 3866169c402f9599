import { randomUUID } from 'node:crypto';
import { RECEIPT_KINDS, type ReceiptType } from '../src/declarations/ceb-catalogue';

/**
 * Each receipt node's elements in the order the 202205 XSDs require them (they are all
 * mandatory but the few the XSD marks optional, which are left out when not given).
 */
const RETURN_FIELDS: Record<ReceiptType, string[]> = {
  '304': ['guid', 'ebpCode', 'ebcCode', 'orderNo'],
  '404': ['guid', 'ebcCode', 'orderNo', 'payNo'],
  '506': ['guid', 'logisticsCode', 'logisticsNo'],
  '512': ['guid', 'logisticsCode', 'logisticsNo'],
  '604': ['guid', 'agentCode', 'copNo', 'preNo', 'invtNo', 'ebcCode', 'ebpCode', 'orderNo', 'statisticsFlag'],
  '608': ['guid', 'agentCode', 'logisticsCode', 'copNo', 'preNo', 'billNo', 'msgSeqNo'],
  '622': ['guid', 'customsCode', 'ebpCode', 'ebcCode', 'agentCode', 'copNo', 'preNo', 'invtNo'],
  '412': ['guid', 'payCode', 'payTransactionId'],
  '900': [],
};

/** CEB900 puts its status first and the original message's names after it. */
const MESSAGE_RETURN_FIELDS = [
  'guid',
  'returnStatus',
  'returnInfo',
  'returnTime',
  'oriCopMsgId',
  'oriMessageType',
  'oriBizMessage',
];

const STATUS_FIELDS = ['returnStatus', 'returnTime', 'returnInfo'];

export const upperGuid = () => randomUUID().toUpperCase();

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A receipt message as the Single Window sends it: one `*Return` node per entry of
 * `returns`, each with a fresh guid and a return time unless given. The message's own guid
 * is `guid` (fresh when not given), so a test can tell its receipts apart.
 */
export function receiptMessage(
  type: ReceiptType,
  returns: Array<Record<string, string>>,
  guid = upperGuid(),
): string {
  const { node } = RECEIPT_KINDS[type];
  const order = type === '900' ? MESSAGE_RETURN_FIELDS : [...RETURN_FIELDS[type], ...STATUS_FIELDS];
  const nodes = returns.map((given) => {
    const values: Record<string, string> = { guid: upperGuid(), returnTime: '20250405143512337', ...given };
    const elements = order
      .filter((field) => values[field] !== undefined)
      .map((field) => `    <ceb:${field}>${escape(values[field]!)}</ceb:${field}>`);
    return `  <ceb:${node}>\n${elements.join('\n')}\n  </ceb:${node}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<ceb:CEB${type}Message guid="${guid}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">
${nodes.join('\n')}
</ceb:CEB${type}Message>`;
}
