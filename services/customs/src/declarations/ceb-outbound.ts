import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { DeclarationType } from './ceb-catalogue';

/** The declarations a member makes from the platform: the export B2C chain. */
export const OUTBOUND_TYPES = ['303', '603', '505'] as const satisfies readonly DeclarationType[];
export type OutboundType = (typeof OUTBOUND_TYPES)[number];

/**
 * Each outbound document's elements in the order its XSD sequence wants them (202205
 * export schema; which are required, and their formats, the schema itself checks). The
 * builder fills guid, appType, appTime and appStatus itself.
 */
interface Layout {
  node: string;
  head?: string;
  items?: string;
  fields: string[];
  itemFields?: string[];
}

const MANAGED = ['guid', 'appType', 'appTime', 'appStatus'];
const layout = (l: Layout): Layout => l;

export const OUTBOUND_LAYOUTS: Record<OutboundType, Layout> = {
  '303': layout({
    node: 'Order',
    head: 'OrderHead',
    items: 'OrderList',
    fields: [
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
    itemFields: [
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
  }),
  '603': layout({
    node: 'Inventory',
    head: 'InventoryHead',
    items: 'InventoryList',
    fields: [
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
    itemFields: [
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
  }),
  '505': layout({
    node: 'Logistics',
    fields: [
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
  }),
};

/** The fields a member may send for each type (what the declaration form shows). */
export const userFields = (type: OutboundType) =>
  OUTBOUND_LAYOUTS[type].fields.filter((f) => !MANAGED.includes(f));

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, value: string, indent: string) =>
  `${indent}<ceb:${name}>${escapeXml(value)}</ceb:${name}>`;

/** The elements of `names` that have a value (optional empty ones are left out). */
function elements(names: string[], values: Record<string, string>, indent: string): string[] {
  return names
    .filter((n) => values[n] !== undefined && values[n] !== '')
    .map((n) => element(n, values[n]!, indent));
}

/** `YYYYMMDDhhmmss` in China time. */
export function cebNow(date = new Date()): string {
  const china = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return china.slice(0, 19).replace(/[-T:]/g, '');
}

export interface OutboundDocument {
  fields: Record<string, string>;
  items: Record<string, string>[];
}

export interface Transfer {
  copCode: string;
  copName: string;
  dxpId: string;
}

/** Builds a CEB303/603/505 message of one document (appStatus 1 draft, 2 declare). */
export function buildMessage(
  type: OutboundType,
  document: OutboundDocument,
  meta: {
    appType: '1' | '2';
    appStatus: '1' | '2';
    transfer: Transfer;
    messageGuid?: string;
    docGuid?: string;
    now?: Date;
  },
): { xml: string; messageGuid: string; fields: Record<string, string> } {
  const l = OUTBOUND_LAYOUTS[type];
  const messageGuid = meta.messageGuid ?? randomUUID().toUpperCase();
  const fields = {
    ...document.fields,
    guid: meta.docGuid ?? randomUUID().toUpperCase(),
    appType: meta.appType,
    appTime: cebNow(meta.now),
    appStatus: meta.appStatus,
  };
  const lines: string[] = [];
  if (l.head) {
    lines.push(
      `  <ceb:${l.node}>`,
      `    <ceb:${l.head}>`,
      ...elements(l.fields, fields, '      '),
      `    </ceb:${l.head}>`,
    );
    for (const item of document.items)
      lines.push(
        `    <ceb:${l.items}>`,
        ...elements(l.itemFields ?? [], item, '      '),
        `    </ceb:${l.items}>`,
      );
    lines.push(`  </ceb:${l.node}>`);
  } else {
    lines.push(`  <ceb:${l.node}>`, ...elements(l.fields, fields, '    '), `  </ceb:${l.node}>`);
  }
  const t = meta.transfer;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ceb:CEB${type}Message guid="${messageGuid}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">`,
    ...lines,
    '  <ceb:BaseTransfer>',
    element('copCode', t.copCode, '    '),
    element('copName', t.copName, '    '),
    element('dxpMode', 'DXP', '    '),
    element('dxpId', t.dxpId, '    '),
    '  </ceb:BaseTransfer>',
    `</ceb:CEB${type}Message>`,
    '',
  ].join('\n');
  return { xml, messageGuid, fields };
}

export interface SigningKey {
  /** PEM private key. */
  privateKey: string;
  /** PEM certificate. */
  certificate: string;
}

/**
 * Signs a message with an enveloped xmldsig signature, placed after BaseTransfer as the
 * export schema's sequence wants it: RSA-SHA256 over SHA-256 digests (xml-crypto has no
 * SM2/SM3; the 202205 SM2-SM3 URIs need a Chinese-cryptography signer).
 */
export function signMessage(xml: string, key: SigningKey): string {
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: "/*/*[local-name()='BaseTransfer']", action: 'after' },
  });
  return signer.getSignedXml();
}

/** Checks a signed message against the certificate it should carry (tests, and a guard before sending). */
export function verifyMessage(xml: string, certificate: string): boolean {
  const verifier = new SignedXml({ publicCert: certificate });
  const start = xml.indexOf('<ds:Signature');
  const end = xml.indexOf('</ds:Signature>');
  if (start < 0 || end < 0) return false;
  verifier.loadSignature(xml.slice(start, end + '</ds:Signature>'.length));
  return verifier.checkSignature(xml);
}
