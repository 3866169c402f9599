import { formatRows } from '@/components/editable-row-table/rows';
import type { Contract, ContractForm, ContractFromQuote, ContractKind } from './api';
import type { Attachment } from './attachments-field';

export type Side = 'buyer' | 'seller';
export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** A goods line as the form edits it (decimal strings, as the service takes them). */
export interface LineValue {
  name?: string;
  spec?: string;
  quantity?: string;
  unit?: string;
  unitPrice?: string;
  [field: string]: unknown;
}

/** A new goods line; also what decides that a row is blank (and dropped). */
export const LINE_TEMPLATE: LineValue = { name: '', spec: '', quantity: '', unit: '', unitPrice: '' };

/** A line without a name, a quantity and a price is blank, whatever its unit or spec (the service's rule too). */
const PRICED_FIELDS: LineValue = { name: '', quantity: '', unitPrice: '' };

/** The contract form's values: the filer's side, the other party, the lines and the terms. */
export interface ContractValues {
  number: string;
  title?: string;
  serviceType?: string;
  side: Side;
  counterparty: { name?: string; creditCode?: string };
  currency?: string;
  lines: LineValue[];
  incoterms?: string;
  portOfLoading?: string;
  portOfDischarge?: string;
  /** YYYY-MM-DD, or empty. */
  signedAt?: string;
  remark?: string;
  attachments: Attachment[];
}

/** Trade terms a member usually writes (Incoterms 2020); any other text is allowed too. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

/** A blank form: a trade contract's filer buys by default; a company contract's is the platform's buyer. */
export const emptyValues = (
  kind: ContractKind,
  platform: { name: string; creditCode: string },
): ContractValues => ({
  number: '',
  side: 'buyer',
  counterparty: kind === 'company' ? { ...platform } : {},
  currency: 'CNY',
  lines: [{ ...LINE_TEMPLATE }],
  attachments: [],
});

const line = (l: { name: string; spec: string; quantity: string; unit: string; unitPrice: string }) => ({
  name: l.name,
  spec: l.spec,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
});

/** A stored contract back in the form. */
export const valuesOfContract = (c: Contract): ContractValues => {
  const them = c[otherSide(c.side)];
  return {
    number: c.number,
    title: c.title,
    serviceType: c.serviceType || undefined,
    side: c.side,
    counterparty: { name: them.name, creditCode: them.creditCode },
    currency: c.currency,
    lines: c.lines.map(line),
    incoterms: c.incoterms,
    portOfLoading: c.portOfLoading,
    portOfDischarge: c.portOfDischarge,
    signedAt: c.signedAt,
    remark: c.remark,
    attachments: c.attachments,
  };
};

/** What an accepted quotation fills in. */
export const valuesOfQuote = (q: ContractFromQuote): ContractValues => {
  const them = q[otherSide(q.side)];
  return {
    number: q.number,
    title: q.title,
    side: q.side,
    counterparty: { name: them.name, creditCode: them.creditCode },
    currency: q.currency,
    lines: q.lines.map(line),
    attachments: [],
  };
};

const trim = (s: string | undefined) => (s ?? '').trim();

/** The request body of add / edit: the other party on its side, blank lines dropped, file ids. */
export function contractBody(values: ContractValues, kind: ContractKind, quoteId?: string): ContractForm {
  const side = kind === 'company' ? 'buyer' : values.side;
  const lines = formatRows(values.lines, PRICED_FIELDS).map((l) => ({
    name: trim(l.name),
    spec: trim(l.spec),
    quantity: trim(l.quantity),
    unit: trim(l.unit),
    unitPrice: trim(l.unitPrice),
  }));
  return {
    kind,
    ...(quoteId ? { quoteId } : {}),
    number: trim(values.number),
    title: trim(values.title),
    ...(kind === 'company' && values.serviceType
      ? { serviceType: values.serviceType as NonNullable<ContractForm['serviceType']> }
      : {}),
    side,
    [otherSide(side)]: {
      name: trim(values.counterparty.name),
      creditCode: trim(values.counterparty.creditCode).toUpperCase(),
    },
    ...(values.currency ? { currency: values.currency as NonNullable<ContractForm['currency']> } : {}),
    lines,
    incoterms: trim(values.incoterms),
    portOfLoading: trim(values.portOfLoading),
    portOfDischarge: trim(values.portOfDischarge),
    signedAt: values.signedAt ?? '',
    remark: trim(values.remark),
    attachments: values.attachments.map((a) => a.id),
  };
}
