import { XMLParser } from 'fast-xml-parser';
import {
  messageKind,
  type DeclarationKind,
  type DeclarationType,
  type ReceiptKind,
  type ReceiptType,
} from './ceb-catalogue';

export type Fields = Record<string, string>;

export interface ParsedDocument {
  /** Position in the message, from 0. */
  index: number;
  fields: Fields;
  items: Fields[];
  /** What identifies it (see DeclarationKind.keys); empty when no key's fields are all filled. */
  key: string;
}

export interface ParsedDeclarationMessage {
  kind: 'declaration';
  type: DeclarationType;
  def: DeclarationKind;
  guid: string;
  documents: ParsedDocument[];
  transfer: Fields;
}

export interface ParsedReceiptMessage {
  kind: 'receipt';
  type: ReceiptType;
  def: ReceiptKind;
  guid: string;
  receipts: Fields[];
}

export type ParsedMessage = ParsedDeclarationMessage | ParsedReceiptMessage;

/** What the message is, read from its root element before (or without) validating it. */
export interface MessageHeader {
  /** The root's local name, e.g. `CEB621Message`. */
  root: string;
  number: string;
  guid: string;
}

// Prefixes are dropped: the schema has already checked every element is in the CEB
// namespace (receipts come both with `ceb:` and with a default namespace).
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: false,
  // The business nodes under the root repeat (up to 100): always read them as a list.
  isArray: (_name, jpath, _leaf, isAttribute) => !isAttribute && String(jpath).split('.').length === 2,
});

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return String((value as Record<string, unknown>)['#text'] ?? '');
  return String(value).trim();
};

/** The element's simple children as strings (empty elements as ''); nested blocks left out. */
function fieldsOf(node: unknown): Fields {
  const fields: Fields = {};
  if (!node || typeof node !== 'object') return fields;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key.startsWith('@')) continue;
    if (Array.isArray(value)) continue;
    if (value && typeof value === 'object' && !('#text' in value)) continue;
    fields[key] = text(value);
  }
  return fields;
}

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function parseRoot(xml: string): { root: string; body: Record<string, unknown> } {
  const tree = parser.parse(xml) as Record<string, unknown>;
  const root = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (!root) throw new Error('no root element');
  const body = asArray(tree[root])[0];
  return { root, body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
}

/** Reads the root's name and guid; null when the text is not XML at all. */
export function readHeader(xml: string): MessageHeader | null {
  try {
    const { root, body } = parseRoot(xml);
    return { root, number: /^CEB(\d{3})Message$/.exec(root)?.[1] ?? '', guid: text(body['@guid']) };
  } catch {
    return null;
  }
}

/** The document's key: the first of the kind's key field lists that is all filled. */
export function documentKey(def: DeclarationKind, fields: Fields): string {
  for (const names of def.keys) {
    const values = names.map((n) => fields[n] ?? '');
    if (values.every(Boolean)) return values.join('/');
  }
  return '';
}

/**
 * Reads a message already valid against its schema (a lenient read of an invalid one is
 * also possible: it gives whatever documents it finds, for matching the error to a member).
 */
export function parseMessage(xml: string): ParsedMessage | null {
  const { root, body } = parseRoot(xml);
  const known = messageKind(root);
  if (!known) return null;
  const guid = text(body['@guid']);
  if (known.kind === 'receipt') {
    const def = known.def;
    return { kind: 'receipt', type: def.type, def, guid, receipts: asArray(body[def.node]).map(fieldsOf) };
  }
  const def = known.def;
  const documents = asArray(body[def.node]).map((node, index) => {
    const element = (node ?? {}) as Record<string, unknown>;
    const fields = fieldsOf(def.head ? asArray(element[def.head])[0] : element);
    const items = def.items ? asArray(element[def.items]).map(fieldsOf) : [];
    return { index, fields, items, key: documentKey(def, fields) };
  });
  return {
    kind: 'declaration',
    type: def.type,
    def,
    guid,
    documents,
    transfer: fieldsOf(asArray(body.BaseTransfer)[0]),
  };
}
