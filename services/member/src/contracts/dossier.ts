import type { Model } from 'mongoose';
import type { CloudEvent, EventData } from '@trade/contracts';
import type { ReportFact } from '../reports/report-fact.model';
import type { AcceptedQuote } from './accepted-quote.model';
import type { ContractDoc, MilestoneDoc } from './contract.model';
import { attachmentView } from './contract.view';
import type { DeclarationLink, DeclarationStep } from './declaration-link.model';

type DeclarationEvent =
  | CloudEvent<'trade.declaration.received', EventData<'trade.declaration.received'>>
  | CloudEvent<'trade.declaration.rejected', EventData<'trade.declaration.rejected'>>
  | CloudEvent<'trade.declaration.declared', EventData<'trade.declaration.declared'>>
  | CloudEvent<'trade.declaration.receipt', EventData<'trade.declaration.receipt'>>;

/** What a step of the dossier is, in the order a trade goes through them. */
export const DOSSIER_KINDS = [
  'inquiry',
  'demand',
  'quote',
  'quoteAccepted',
  'contractCreated',
  'contractSubmitted',
  'contractReviewed',
  'milestone',
  'contractClosed',
  'declaration',
  'receipt',
] as const;
export type DossierKind = (typeof DOSSIER_KINDS)[number];

/** One step of a trade's history, as the contract page's timeline shows it. */
export interface DossierEntry {
  at: string;
  kind: DossierKind;
  /** What the step is about: a product name, a milestone, a CEB message number. */
  subject: string;
  /** The step's outcome: a contract or declaration status, a receipt's returnStatus. */
  status: string;
  /** The number it goes by: an order, waybill or inventory number; empty when none. */
  number: string;
  /** Free text shown verbatim: a milestone's note, a review's reason, a receipt's returnInfo. */
  info: string;
  /** A milestone's date (YYYY-MM-DD); empty for the others, whose `at` is when they happened. */
  date: string;
  /** A refused message or a receipt in an error status. */
  error: boolean;
  /** A declaration's id, to open it in the customs screens. */
  declarationId: string;
  /** A milestone's files (a signed delivery note, a bill of lading); empty for the others. */
  attachments: Array<{ id: string; name: string; url: string }>;
}

const entry = (fields: Partial<DossierEntry> & Pick<DossierEntry, 'at' | 'kind'>): DossierEntry => ({
  subject: '',
  status: '',
  number: '',
  info: '',
  date: '',
  error: false,
  declarationId: '',
  attachments: [],
  ...fields,
});

const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * The trade dossier of a contract: inquiry → quotation → contract → milestones →
 * declarations → receipts on one timeline. The marketplace's part comes from the reports'
 * facts and the accepted quotations (both read models of catalog's events), the customs
 * part from the declarations read model; the caller sees only its own declarations.
 */
export class Dossiers {
  constructor(
    private readonly declarations: Model<DeclarationLink>,
    private readonly facts: Model<ReportFact>,
    private readonly quotes: Model<AcceptedQuote>,
  ) {}

  /** Keeps what a declaration event says: its current state, and the step once per event. */
  async record(event: DeclarationEvent): Promise<void> {
    const data = event.data;
    if (!data.memberId) return;
    const { id, memberId, type, direction, orderNo, copNo, logisticsNo, invtNo, status, error } = data;
    // The numbers stay the same over a declaration's life; its status lives in the steps, so a
    // late redelivered event cannot set an older one back.
    await this.declarations.updateOne(
      { _id: id },
      { $set: { memberId, type, direction, orderNo, copNo, logisticsNo, invtNo } },
      { upsert: true },
    );
    const step: DeclarationStep = {
      eventId: event.id,
      at: new Date(event.time),
      event: event.type.slice('trade.declaration.'.length) as DeclarationStep['event'],
      status,
      error,
      receiptType: 'receiptType' in data ? data.receiptType : '',
      returnStatus: 'returnStatus' in data ? data.returnStatus : null,
      info: 'returnInfo' in data ? data.returnInfo : 'errorMessage' in data ? data.errorMessage : '',
    };
    await this.declarations.updateOne(
      { _id: id, 'steps.eventId': { $ne: event.id } },
      { $push: { steps: step } },
    );
  }

  /** The timeline of a contract the caller is a party to (checked by the caller), oldest first. */
  async of(contract: ContractDoc, memberId: string): Promise<DossierEntry[]> {
    const [marketplace, declarations] = await Promise.all([
      this.marketplaceSteps(contract),
      this.declarationSteps(contract, memberId),
    ]);
    const entries = [...marketplace, ...contractSteps(contract), ...declarations];
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The demand, the inquiries its buyer sent to the seller's supplies, the quotation and its acceptance. */
  private async marketplaceSteps(contract: ContractDoc): Promise<DossierEntry[]> {
    if (!contract.quoteId) return [];
    const quote = await this.quotes.findOne({ _id: contract.quoteId }).lean<AcceptedQuote>();
    if (!quote) return [];
    const [demand, quoted, inquiries] = await Promise.all([
      this.facts.findOne({ _id: `demand:${quote.demandId}` }).lean<ReportFact>(),
      this.facts.findOne({ _id: `quoteReceived:${quote._id}` }).lean<ReportFact>(),
      this.inquiriesBetween(quote.buyerMemberId, quote.sellerMemberId, quote.decidedAt),
    ]);
    const steps = inquiries.map((fact) =>
      entry({ at: iso(fact.at), kind: 'inquiry', subject: fact.title ?? '', status: fact.status ?? '' }),
    );
    if (demand) steps.push(entry({ at: iso(demand.at), kind: 'demand', subject: demand.title ?? '' }));
    if (quoted)
      steps.push(entry({ at: iso(quoted.at), kind: 'quote', subject: quote.productName, status: 'new' }));
    steps.push(
      entry({
        at: iso(quote.decidedAt),
        kind: 'quoteAccepted',
        subject: quote.productName,
        status: 'accepted',
        info: `${quote.quantity} ${quote.unit} × ${quote.unitPrice} ${quote.currency}`,
      }),
    );
    return steps;
  }

  /** Inquiries the buyer sent on the seller's supplies before the quotation was accepted. */
  private async inquiriesBetween(buyer: string, seller: string, until: Date): Promise<ReportFact[]> {
    const sent = await this.facts
      .find({ memberId: buyer, kind: 'inquirySent', at: { $lte: until } })
      .sort({ at: -1 })
      .limit(200)
      .lean<ReportFact[]>();
    if (sent.length === 0) return [];
    const supplies = await this.facts
      .find({ _id: { $in: [...new Set(sent.map((fact) => `supply:${fact.refId}`))] }, memberId: seller })
      .lean<ReportFact[]>();
    const ofSeller = new Set(supplies.map((fact) => fact.itemId));
    return sent.filter((fact) => ofSeller.has(fact.refId ?? ''));
  }

  /** The caller's own declarations naming the contract's number as their order or copNo. */
  private async declarationSteps(contract: ContractDoc, memberId: string): Promise<DossierEntry[]> {
    const linked = await this.declarations
      .find({ memberId, $or: [{ orderNo: contract.number }, { copNo: contract.number }] })
      .limit(200)
      .lean<DeclarationLink[]>();
    return linked.flatMap((declaration) =>
      declaration.steps.map((step) =>
        entry({
          at: iso(step.at),
          kind: step.event === 'receipt' ? 'receipt' : 'declaration',
          subject: step.event === 'receipt' ? `CEB${step.receiptType}` : `CEB${declaration.type}`,
          status: step.event === 'receipt' ? String(step.returnStatus ?? step.status) : step.event,
          number: declaration.invtNo || declaration.logisticsNo || declaration.orderNo || declaration.copNo,
          info: step.info ?? '',
          error: step.error ?? false,
          declarationId: declaration._id,
        }),
      ),
    );
  }
}

/** The contract's own steps: filed, submitted, reviewed, each milestone, and its end. */
function contractSteps(contract: ContractDoc): DossierEntry[] {
  const subject = contract.title;
  const steps = [
    entry({ at: iso(contract.createdAt), kind: 'contractCreated', subject, number: contract.number }),
  ];
  if (contract.submittedAt)
    steps.push(
      entry({ at: iso(contract.submittedAt), kind: 'contractSubmitted', subject, status: 'submitted' }),
    );
  if (contract.reviewedAt) {
    const rejected = contract.status === 'rejected';
    steps.push(
      entry({
        at: iso(contract.reviewedAt),
        kind: 'contractReviewed',
        subject,
        status: rejected ? 'rejected' : 'approved',
        info: rejected ? (contract.rejectReason ?? '') : '',
      }),
    );
  }
  for (const milestone of contract.milestones as MilestoneDoc[])
    steps.push(
      entry({
        at: iso(milestone.createdAt),
        kind: 'milestone',
        subject: milestone.milestone,
        date: milestone.date,
        info: milestone.note ?? '',
        attachments: milestone.attachments.map(attachmentView),
      }),
    );
  if (contract.status === 'completed' || contract.status === 'terminated')
    steps.push(
      entry({
        at: iso(contract.updatedAt),
        kind: 'contractClosed',
        subject,
        status: contract.status,
        info: contract.status === 'terminated' ? (contract.terminateReason ?? '') : '',
      }),
    );
  return steps;
}
