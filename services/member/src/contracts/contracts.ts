import { normaliseCreditCode } from '@trade/contracts';
import { randomUUID } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type {
  ContractMilestone,
  ContractStatus,
  EventActor,
  EventType,
  Identity,
  Lang,
  PartyCheck,
} from '@trade/contracts';
import { fail, newEvent, outboxOf, withEvents, type FileResolver } from '@trade/service-kit';
import { comparableName, type Companies } from '../companies/companies';
import { fieldRefused, memberFail } from '../errors';
import type { CompanyLookup } from '../registry/company-lookup';
import type { AcceptedQuote } from './accepted-quote.model';
import { entryOf, type ContractLists } from './contract-list';
import type { ContractRow } from './contract-row.model';
import type { ContractDoc, MilestoneDoc, PartyDoc } from './contract.model';
import {
  isEditable,
  milestoneProblem,
  moveProblem,
  priceLines,
  REVIEWABLE,
  type LineInput,
  type MemberMove,
} from './contract-rules';
import { decimalOfNumber, formatAmount, PRICE_SCALE, QUANTITY_SCALE } from './money';

type Recorded = <T>(model: Model<T>, id: unknown) => void;
type Member = Identity & { memberId: string };
type Side = 'buyer' | 'seller';

/** A party as the form names it. */
export interface PartyInput {
  name?: string;
  creditCode?: string;
}

/** The contract form (`/home/member.Contract/add|edit`). */
export interface ContractFields {
  kind?: 'member' | 'company';
  serviceType?: string;
  number: string;
  title?: string;
  side?: Side;
  buyer?: PartyInput;
  seller?: PartyInput;
  currency?: string;
  lines?: LineInput[];
  incoterms?: string;
  portOfLoading?: string;
  portOfDischarge?: string;
  signedAt?: string;
  remark?: string;
  attachments?: string[];
  quoteId?: string;
}

/** A milestone as the tracking form sends it. */
export interface MilestoneFields {
  contractId: string;
  milestone: ContractMilestone;
  date: string;
  note?: string;
  attachments?: string[];
}

interface PartyLike {
  memberId?: string | null;
  name: string;
  creditCode?: string | null;
  check?: string | null;
}
/** What a contract event is made of. */
interface EventSource {
  _id: unknown;
  memberId: string;
  kind: string;
  serviceType?: string | null;
  number: string;
  title: string;
  status: string;
  buyer: PartyLike;
  seller: PartyLike;
  currency: string;
  totalAmount: number;
  quoteId?: string | null;
  partyMismatch?: boolean | null;
  version: number;
  changedBy: string;
}

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
const DUPLICATE_KEY = 11000;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/** The other party's member id, when it is a member other than the filer. */
export function counterpartyOf(doc: Pick<ContractDoc, 'memberId' | 'side' | 'buyer' | 'seller'>): string {
  const party = doc[other(doc.side as Side)];
  return party.memberId && party.memberId !== doc.memberId ? party.memberId : '';
}

/**
 * The members who see a contract: the filer always, the counterparty member once it has
 * been submitted (a draft is the filer's own), neither once it is deleted.
 */
export function partyMembers(doc: ContractDoc): string[] {
  if (doc.deletedAt) return [];
  const counterparty = counterpartyOf(doc);
  return counterparty && doc.submittedAt ? [doc.memberId, counterparty] : [doc.memberId];
}

/**
 * Contracts and their execution: each change is one write of the contract document with
 * its `trade.contract.*` event; the list rows follow it.
 */
export class Contracts {
  constructor(
    readonly model: Model<ContractDoc>,
    readonly rows: Model<ContractRow>,
    readonly lists: ContractLists,
    readonly quotes: Model<AcceptedQuote>,
    private readonly companies: Companies,
    private readonly files: FileResolver,
    private readonly lookup: CompanyLookup,
    private readonly recorded: Recorded,
    /** The platform's own company, the seller of company contracts (live settings); null when not set. */
    private readonly platformCompany: () => { name: string; creditCode: string } | null = () => null,
  ) {}

  // ---- reads ----

  async contract(id: string): Promise<ContractDoc> {
    const doc = await this.model.findOne({ _id: id }).lean<ContractDoc>();
    if (!doc || doc.deletedAt) throw fail('NOT_FOUND');
    return doc;
  }

  /** A contract the member is a party to (filer, or counterparty after submission); anyone else: 404. */
  async ofParty(memberId: string, id: string): Promise<ContractDoc> {
    const doc = await this.model.findOne({ _id: id }).lean<ContractDoc>();
    if (!doc || !partyMembers(doc).includes(memberId)) throw fail('NOT_FOUND');
    return doc;
  }

  /** A contract the member filed: a counterparty gets 403, anyone else 404. */
  private async ofFiler(memberId: string, id: string): Promise<ContractDoc> {
    const doc = await this.ofParty(memberId, id);
    if (doc.memberId !== memberId) throw memberFail('CONTRACT_FILER_ONLY');
    return doc;
  }

  /** An accepted quotation the member is the buyer or the seller of; else 404. */
  async quoteOf(memberId: string, quoteId: string): Promise<AcceptedQuote> {
    const quote = await this.quotes.findOne({ _id: quoteId }).lean<AcceptedQuote>();
    if (!quote || (quote.buyerMemberId !== memberId && quote.sellerMemberId !== memberId))
      throw memberFail('QUOTE_NOT_FOUND');
    return quote;
  }

  /**
   * The contract form filled in from an accepted quotation: the caller's side, both
   * parties (a member's from its company profile, the seller's name as quoted
   * otherwise), the goods line, currency, and a proposed number.
   */
  async fromQuote(memberId: string, quoteId: string) {
    const quote = await this.quoteOf(memberId, quoteId);
    const side: Side = quote.buyerMemberId === memberId ? 'buyer' : 'seller';
    const [buyer, seller] = await Promise.all([
      this.companies.ofMember(quote.buyerMemberId),
      this.companies.ofMember(quote.sellerMemberId),
    ]);
    return {
      kind: 'member' as const,
      quoteId: quote._id,
      number: `QT${quote.decidedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${quote._id.slice(-6).toUpperCase()}`,
      title: quote.productName,
      side,
      buyer: { name: buyer?.name ?? '', creditCode: buyer?.creditCode ?? '', isMember: true },
      seller: {
        name: seller?.name ?? quote.sellerCompanyName,
        creditCode: seller?.creditCode ?? '',
        isMember: true,
      },
      currency: quote.currency,
      lines: [
        {
          name: quote.productName,
          spec: '',
          quantity: quote.quantity,
          unit: quote.unit,
          unitPrice: quote.unitPrice,
        },
      ],
    };
  }

  // ---- the filing member's writes ----

  async add(member: Member, by: EventActor, fields: ContractFields, lang: Lang) {
    const prepared = await this.prepare(member, fields, lang, null);
    const id = new Types.ObjectId().toHexString();
    const doc = {
      _id: id,
      memberId: member.memberId,
      ...prepared,
      status: 'draft' as const,
      version: 1,
      milestones: [],
      deletedAt: null,
    };
    const event = this.event('trade.contract.created', { ...doc, changedBy: by.sub }, by);
    try {
      await new this.model({ ...doc, ...outboxOf(event) }).save();
    } catch (error) {
      if (isDuplicate(error)) throw fieldRefused('CONTRACT_NUMBER_TAKEN', 'number', lang);
      throw error;
    }
    this.recorded(this.model, id);
    await this.writeRows(id);
    return { id, status: doc.status, totalAmount: formatAmount(doc.totalAmount) };
  }

  async edit(member: Member, by: EventActor, id: string, fields: ContractFields, lang: Lang) {
    const before = await this.ofFiler(member.memberId, id);
    if (!isEditable(before.status as ContractStatus)) throw memberFail('CONTRACT_NOT_EDITABLE');
    const $set = { ...(await this.prepare(member, fields, lang, before)), version: before.version + 1 };
    const event = this.event('trade.contract.changed', { ...before, ...$set, changedBy: by.sub }, by);
    try {
      await this.write(before, withEvents({ $set }, event));
    } catch (error) {
      if (isDuplicate(error)) throw fieldRefused('CONTRACT_NUMBER_TAKEN', 'number', lang);
      throw error;
    }
    return { id, status: before.status, totalAmount: formatAmount($set.totalAmount) };
  }

  /** Deletes a draft or rejected contract; its number is free again. */
  async del(member: Member, by: EventActor, id: string) {
    const before = await this.ofFiler(member.memberId, id);
    if (!isEditable(before.status as ContractStatus)) throw memberFail('CONTRACT_NOT_EDITABLE');
    const $set = { deletedAt: new Date(), numberKey: `${before.number}#${id}`, version: before.version + 1 };
    const event = this.event('trade.contract.deleted', { ...before, ...$set, changedBy: by.sub }, by);
    await this.write(before, withEvents({ $set }, event));
  }

  /**
   * The filing member's status moves: submit (checking each party in the registry),
   * start execution, complete (after delivery) or terminate (with a reason).
   */
  async move(member: Member, by: EventActor, id: string, to: MemberMove, reason: string, lang: Lang) {
    const before = await this.ofFiler(member.memberId, id);
    const from = before.status as ContractStatus;
    const problem = moveProblem(from, to, before.milestones as MilestoneDoc[], reason);
    if (problem === 'REASON_REQUIRED') throw fieldRefused('TERMINATE_REASON_REQUIRED', 'reason', lang);
    if (problem === 'DELIVERY_REQUIRED') throw memberFail('DELIVERY_REQUIRED');
    if (problem) throw memberFail('CONTRACT_STATUS_NOT_ALLOWED', { from, to });
    let $set: Record<string, unknown> = { status: to, version: before.version + 1 };
    if (to === 'submitted') {
      const [buyer, seller] = await Promise.all([
        this.checkParty(before.buyer),
        this.checkParty(before.seller),
      ]);
      const partyMismatch = [buyer, seller].some((p) => p.check === 'mismatch' || p.check === 'not_found');
      $set = { ...$set, buyer, seller, partyMismatch, submittedAt: new Date() };
    }
    if (to === 'terminated') $set.terminateReason = reason.trim();
    const after = { ...before, ...$set } as ContractDoc;
    const type = to === 'submitted' ? 'trade.contract.submitted' : 'trade.contract.status-changed';
    const event = this.event(type, { ...after, changedBy: by.sub }, by, {
      from,
      ...(to === 'terminated' ? { reason: reason.trim() } : {}),
    });
    await this.write(before, withEvents({ $set }, event));
    return this.contract(id);
  }

  // ---- the back office ----

  async review(id: string, status: 'approved' | 'rejected', reason: string, by: EventActor, lang: Lang) {
    const before = await this.contract(id);
    const from = before.status as ContractStatus;
    if (from !== REVIEWABLE) throw memberFail('CONTRACT_STATUS_NOT_ALLOWED', { from, to: status });
    const rejectReason = status === 'rejected' ? reason.trim() : '';
    if (status === 'rejected' && !rejectReason) throw fieldRefused('REASON_REQUIRED', 'reason', lang);
    const $set = {
      status,
      rejectReason,
      reviewedBy: by.sub,
      reviewedAt: new Date(),
      version: before.version + 1,
    };
    const event = this.event('trade.contract.reviewed', { ...before, ...$set, changedBy: by.sub }, by, {
      from,
      ...(rejectReason ? { reason: rejectReason } : {}),
    });
    await this.write(before, withEvents({ $set }, event));
  }

  // ---- execution tracking ----

  /**
   * Records a milestone: either party member may, while the contract executes, in order;
   * the other party member is told (notifyMemberId of the event).
   */
  async addMilestone(member: Member, by: EventActor, fields: MilestoneFields, lang: Lang) {
    const before = await this.ofParty(member.memberId, fields.contractId);
    const recorded = before.milestones as MilestoneDoc[];
    const problem = milestoneProblem(before.status as ContractStatus, recorded, fields);
    if (problem === 'MILESTONE_DATE') throw fieldRefused('MILESTONE_DATE', 'date', lang);
    if (problem) throw memberFail(problem);
    const milestone = {
      _id: randomUUID(),
      milestone: fields.milestone,
      date: fields.date,
      note: fields.note?.trim() ?? '',
      attachments: await this.attachments(member, fields.attachments ?? [], lang),
      byMemberId: member.memberId,
      createdAt: new Date(),
    };
    const version = before.version + 1;
    const notifyMemberId = [before.memberId, counterpartyOf(before)].find(
      (party) => party && party !== member.memberId,
    );
    const event = newEvent(
      'member',
      'trade.contract.milestone-added',
      String(before._id),
      {
        ...this.eventData({ ...before, version, changedBy: by.sub }),
        milestone: {
          id: milestone._id,
          milestone: milestone.milestone,
          date: milestone.date,
          note: milestone.note,
          attachments: milestone.attachments.length,
          byMemberId: member.memberId,
        },
        notifyMemberId: notifyMemberId ?? '',
      },
      by,
    );
    await this.write(before, withEvents({ $set: { version }, $push: { milestones: milestone } }, event));
    return { id: milestone._id, contractId: fields.contractId };
  }

  // ---- the list rows ----

  /** Rewrites a contract's list rows from the document (the newest version wins); drops those of non-parties. */
  async writeRows(id: string): Promise<void> {
    const doc = await this.model.findOne({ _id: id }).lean<ContractDoc>();
    if (!doc) return;
    const members = partyMembers(doc);
    const last = (doc.milestones as MilestoneDoc[]).at(-1);
    await Promise.all(
      members.map(async (memberId) => {
        const role: 'filer' | 'counterparty' = memberId === doc.memberId ? 'filer' : 'counterparty';
        const row = {
          memberId,
          contractId: id,
          number: doc.number,
          kind: doc.kind,
          role,
          status: doc.status,
          partyMismatch: doc.partyMismatch ?? false,
          changedAt: doc.updatedAt,
          version: doc.version,
          view: JSON.stringify({
            id,
            kind: doc.kind,
            number: doc.number,
            title: doc.title,
            role,
            buyerName: doc.buyer.name,
            sellerName: doc.seller.name,
            currency: doc.currency,
            totalAmount: formatAmount(doc.totalAmount),
            signedAt: doc.signedAt ?? '',
            status: doc.status,
            partyMismatch: doc.partyMismatch ?? false,
            lastMilestone: last?.milestone ?? '',
            lastMilestoneDate: last?.date ?? '',
            updatedAt: doc.updatedAt.toISOString(),
          }),
        };
        try {
          await this.rows.updateOne(
            { _id: `${id}:${memberId}`, version: { $lt: doc.version } },
            { $set: row },
            { upsert: true },
          );
        } catch (error) {
          // The row is at this version or a newer one already.
          if (!isDuplicate(error)) throw error;
        }
        await this.lists.apply(memberId, id, entryOf(row));
      }),
    );
    const rows = await this.rows.find({ contractId: id }, { _id: 1, memberId: 1 }).lean<ContractRow[]>();
    const gone = rows.filter((row) => !members.includes(row.memberId));
    await Promise.all(
      gone.map(async (row) => {
        await this.rows.deleteOne({ _id: row._id });
        await this.lists.apply(row.memberId, id, null);
      }),
    );
  }

  // ---- helpers ----

  /** The write of a change: only if nobody changed the contract since it was read; then the rows. */
  private async write(before: ContractDoc, update: Record<string, unknown>) {
    const id = String(before._id);
    const result = await this.model.updateOne({ _id: id, version: before.version, deletedAt: null }, update);
    if (result.matchedCount === 0) throw memberFail('CONTRACT_CHANGED');
    this.recorded(this.model, id);
    await this.writeRows(id);
  }

  /** The stored form: the filer's own party from its profile, the counterparty named or quoted, lines priced. */
  private async prepare(member: Member, fields: ContractFields, lang: Lang, before: ContractDoc | null) {
    const own = await this.companies.ofMember(member.memberId);
    if (!own) throw memberFail('COMPANY_PROFILE_REQUIRED');
    const quoteId = before ? (before.quoteId ?? '') : (fields.quoteId ?? '');
    const quote = quoteId ? await this.quoteOf(member.memberId, quoteId) : null;
    const kind = quote ? 'member' : (before?.kind ?? fields.kind ?? 'member');
    const serviceType = kind === 'company' ? (fields.serviceType ?? '').trim() : '';
    if (kind === 'company' && !serviceType) throw fieldRefused('SERVICE_TYPE_REQUIRED', 'serviceType', lang);
    // A company contract is bought from the platform: the member is the buyer.
    const side: Side = quote
      ? quote.buyerMemberId === member.memberId
        ? 'buyer'
        : 'seller'
      : kind === 'company'
        ? 'buyer'
        : (fields.side ?? 'buyer');
    // A company contract's seller is the platform, as the back office names it, whatever the form says.
    const platform = kind === 'company' ? this.platformCompany() : null;
    const theirs = platform ?? fields[other(side)] ?? {};
    const theirCode = normaliseCreditCode(theirs.creditCode ?? '');
    let theirMemberId = '';
    if (quote) theirMemberId = side === 'buyer' ? quote.sellerMemberId : quote.buyerMemberId;
    else if (kind === 'member' && theirCode) {
      if (theirCode === own.creditCode) throw fieldRefused('PARTY_SELF', `${other(side)}.creditCode`, lang);
      theirMemberId = (await this.companies.model.findOne({ creditCode: theirCode }).lean())?.memberId ?? '';
    }
    const theirProfile = theirMemberId ? await this.companies.ofMember(theirMemberId) : null;
    const theirName =
      theirs.name?.trim() || theirProfile?.name || (quote && side === 'buyer' ? quote.sellerCompanyName : '');
    if (!theirName) throw fieldRefused('PARTY_NAME_REQUIRED', `${other(side)}.name`, lang);
    const parties = {
      [side]: { memberId: member.memberId, name: own.name, creditCode: own.creditCode },
      [other(side)]: {
        memberId: theirMemberId,
        name: theirName,
        creditCode: theirCode || theirProfile?.creditCode || '',
      },
    } as Record<Side, { memberId: string; name: string; creditCode: string }>;
    const priced = priceLines(
      fields.lines ??
        (quote
          ? [
              {
                name: quote.productName,
                quantity: quote.quantity,
                unit: quote.unit,
                unitPrice: quote.unitPrice,
              },
            ]
          : []),
    );
    if ('problem' in priced) throw fieldRefused(priced.problem, priced.field, lang);
    const number = fields.number.trim();
    const title = fields.title?.trim() || quote?.productName || number;
    return {
      kind,
      serviceType,
      number,
      numberKey: number,
      title,
      side,
      buyer: { ...parties.buyer, check: 'unchecked' as const, registryName: '', checkedAt: null },
      seller: { ...parties.seller, check: 'unchecked' as const, registryName: '', checkedAt: null },
      currency: fields.currency ?? quote?.currency ?? before?.currency ?? 'CNY',
      lines: priced.lines,
      totalAmount: priced.total,
      incoterms: fields.incoterms?.trim() ?? '',
      portOfLoading: fields.portOfLoading?.trim() ?? '',
      portOfDischarge: fields.portOfDischarge?.trim() ?? '',
      signedAt: fields.signedAt ?? '',
      remark: fields.remark?.trim() ?? '',
      attachments: await this.attachments(member, fields.attachments ?? [], lang, before?.attachments),
      quoteId,
      partyMismatch: false,
    };
  }

  /** Files of the member's library, kept as they were or resolved by the files service. */
  private async attachments(
    member: Member,
    ids: string[],
    lang: Lang,
    before: { id: string; name?: string | null; url: string }[] = [],
  ) {
    const unique = [...new Set(ids)];
    const known = new Map(before.map((file) => [file.id, file]));
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length) {
      const found = await this.files.resolve(member, missing);
      for (const file of found) known.set(file.id, { id: file.id, name: file.fileName, url: file.src });
      if (missing.some((id) => !known.has(id))) throw fieldRefused('ATTACHMENT_UNKNOWN', 'attachments', lang);
    }
    return unique.map((id) => {
      const file = known.get(id)!;
      return { id, name: file.name ?? '', url: file.url };
    });
  }

  /**
   * A party's name against its credit code in the registry: match, mismatch (another
   * name under the code), not_found, or unavailable (the registry could not answer).
   */
  private async checkParty(party: PartyDoc) {
    const base = { memberId: party.memberId ?? '', name: party.name, creditCode: party.creditCode ?? '' };
    if (!base.creditCode)
      return { ...base, check: 'unchecked' as PartyCheck, registryName: '', checkedAt: null };
    const found = await this.lookup.quietInfo(base.creditCode);
    const check: PartyCheck =
      found === undefined
        ? 'unavailable'
        : found === null || found.creditCode !== base.creditCode
          ? 'not_found'
          : comparableName(found.name) === comparableName(base.name)
            ? 'match'
            : 'mismatch';
    return {
      ...base,
      check,
      registryName: found?.name ?? '',
      checkedAt: found === undefined ? null : new Date(),
    };
  }

  private eventData(doc: EventSource) {
    const party = (p: PartyLike) => ({
      memberId: p.memberId ?? '',
      name: p.name,
      creditCode: p.creditCode ?? '',
      check: (p.check ?? 'unchecked') as PartyCheck,
    });
    return {
      id: String(doc._id),
      memberId: doc.memberId,
      kind: doc.kind as 'member' | 'company',
      serviceType: doc.serviceType ?? '',
      number: doc.number,
      title: doc.title,
      status: doc.status as ContractStatus,
      buyer: party(doc.buyer),
      seller: party(doc.seller),
      currency: doc.currency,
      totalAmount: formatAmount(doc.totalAmount),
      quoteId: doc.quoteId ?? '',
      partyMismatch: doc.partyMismatch ?? false,
      version: doc.version,
      changedBy: doc.changedBy,
    };
  }

  private event(
    type: Extract<EventType, `trade.contract.${string}`>,
    doc: EventSource,
    by: EventActor,
    status?: { from: ContractStatus; reason?: string },
  ) {
    const data = { ...this.eventData(doc), ...(status ?? {}) };
    return newEvent('member', type, String(doc._id), data as never, by);
  }
}

/** An accepted quotation from catalog's `trade.quote.accepted` event, as the read model keeps it. */
export function acceptedQuoteOf(data: {
  id: string;
  demandId: string;
  productName: string;
  ownerMemberId: string;
  fromMemberId: string;
  companyName: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  currency: string;
  decidedAt: string;
}) {
  return {
    demandId: data.demandId,
    productName: data.productName,
    buyerMemberId: data.ownerMemberId,
    sellerMemberId: data.fromMemberId,
    sellerCompanyName: data.companyName,
    quantity: decimalOfNumber(data.quantity, QUANTITY_SCALE),
    unit: data.unit,
    unitPrice: decimalOfNumber(data.unitPrice, PRICE_SCALE),
    currency: data.currency,
    decidedAt: new Date(data.decidedAt),
  };
}
