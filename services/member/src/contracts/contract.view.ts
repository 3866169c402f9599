import type { ContractStatus } from '@trade/contracts';
import type { ContractRow } from './contract-row.model';
import type { ContractDoc, MilestoneDoc, PartyDoc } from './contract.model';
import { isEditable, lineView, nextMilestones, type StoredLine } from './contract-rules';
import { formatAmount } from './money';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const partyView = (party: PartyDoc) => ({
  name: party.name,
  creditCode: party.creditCode ?? '',
  isMember: Boolean(party.memberId),
  check: party.check ?? 'unchecked',
  registryName: party.registryName ?? '',
});

/** A file of a contract or milestone as the member's screens show it (the dossier's too). */
export const attachmentView = (file: { id: string; name?: string | null; url: string }) => ({
  id: file.id,
  name: file.name ?? '',
  url: file.url,
});

/** A contract as a party member reads it (`info`). */
export function contractView(doc: ContractDoc, memberId: string) {
  const status = doc.status as ContractStatus;
  const milestones = doc.milestones as MilestoneDoc[];
  const filer = doc.memberId === memberId;
  return {
    id: String(doc._id),
    kind: doc.kind as 'member' | 'company',
    serviceType: doc.serviceType ?? '',
    number: doc.number,
    title: doc.title,
    side: doc.side as 'buyer' | 'seller',
    role: filer ? ('filer' as const) : ('counterparty' as const),
    buyer: partyView(doc.buyer),
    seller: partyView(doc.seller),
    currency: doc.currency,
    lines: (doc.lines as StoredLine[]).map(lineView),
    totalAmount: formatAmount(doc.totalAmount),
    incoterms: doc.incoterms ?? '',
    portOfLoading: doc.portOfLoading ?? '',
    portOfDischarge: doc.portOfDischarge ?? '',
    signedAt: doc.signedAt ?? '',
    remark: doc.remark ?? '',
    attachments: doc.attachments.map(attachmentView),
    quoteId: doc.quoteId ?? '',
    status,
    partyMismatch: doc.partyMismatch ?? false,
    rejectReason: doc.rejectReason ?? '',
    terminateReason: doc.terminateReason ?? '',
    editable: filer && isEditable(status),
    milestones: milestones.map((m) => ({
      id: m._id,
      milestone: m.milestone,
      date: m.date,
      note: m.note ?? '',
      attachments: m.attachments.map(attachmentView),
      byMe: m.byMemberId === memberId,
      createdAt: m.createdAt.toISOString(),
    })),
    nextMilestones: status === 'executing' ? nextMilestones(milestones) : [],
    submittedAt: iso(doc.submittedAt),
    reviewedAt: iso(doc.reviewedAt),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A contract as the back office reads it: the filer's view, with the members and the reviewer. */
export const adminContractView = (doc: ContractDoc) => ({
  ...contractView(doc, doc.memberId),
  memberId: doc.memberId,
  buyerMemberId: doc.buyer.memberId ?? '',
  sellerMemberId: doc.seller.memberId ?? '',
  reviewedBy: doc.reviewedBy ?? '',
});

/** A list row (`page`): the view the row keeps, written with the contract. */
export const rowView = (row: ContractRow) => JSON.parse(row.view) as RowView;

export interface RowView {
  id: string;
  kind: 'member' | 'company';
  number: string;
  title: string;
  role: 'filer' | 'counterparty';
  buyerName: string;
  sellerName: string;
  currency: string;
  totalAmount: string;
  signedAt: string;
  status: ContractStatus;
  partyMismatch: boolean;
  lastMilestone: string;
  lastMilestoneDate: string;
  updatedAt: string;
}
