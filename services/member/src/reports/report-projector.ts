import type { Model } from 'mongoose';
import type { EventData } from '@trade/contracts';
import { decimalOfNumber, parseDecimal, AMOUNT_SCALE } from '../contracts/money';
import type { FactKind, ReportFact } from './report-fact.model';

type Fact = Partial<ReportFact> & { memberId: string; kind: FactKind; itemId: string };
type ContractData = EventData<'trade.contract.created'>;

const DUPLICATE_KEY = 11000;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/** The month a moment falls in, in China time (the members' calendar), as YYYY-MM. */
export const monthOf = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 7);

/** A decimal string of minor units as a number (amounts stay below 10^15 minor units). */
const minorOf = (text: string) => Number(parseDecimal(text, AMOUNT_SCALE) ?? 0n);

/** The counterparty of a contract, from the member's side: its member and, when it has a credit code, China. */
function contractCounterparty(data: ContractData, memberId: string) {
  const party = data.buyer.memberId === memberId ? data.seller : data.buyer;
  return { country: party.creditCode ? 'CN' : '' };
}

/**
 * Turns trade events into report facts. Every write is an upsert by the fact's id, so an
 * event handled twice changes nothing the second time; a contract fact only moves forward
 * (its version), so a late or repeated contract event cannot undo a newer one.
 */
export class ReportProjector {
  constructor(readonly facts: Model<ReportFact>) {}

  /** A fact as it is now: `$set` what the event says, keep when it first appeared. */
  private async upsert(id: string, fact: Fact, time: string) {
    const at = new Date(time);
    await this.facts.updateOne(
      { _id: id },
      { $set: fact, $setOnInsert: { at, month: monthOf(at) } },
      { upsert: true },
    );
  }

  private async mark(id: string, $set: Partial<ReportFact>) {
    await this.facts.updateOne({ _id: id }, { $set });
  }

  /** A supply or demand posted, edited or reviewed; its country reaches the inquiries and quotations sent on it. */
  async product(
    kind: 'supply' | 'demand',
    data: EventData<'trade.supply.submitted'> | EventData<'trade.demand.submitted'>,
    time: string,
  ) {
    await this.upsert(
      `${kind}:${data.id}`,
      {
        memberId: data.memberId,
        kind,
        itemId: data.id,
        title: data.name,
        country: data.country,
        status: data.auditStatus,
      },
      time,
    );
    await this.facts.updateMany({ refId: data.id, country: '' }, { $set: { country: data.country } });
  }

  async productChanged(
    kind: 'supply' | 'demand',
    data: EventData<'trade.supply.status-changed'>,
    time: string,
  ) {
    await this.product(kind, data, time);
    if (data.change === 'deleted') await this.mark(`${kind}:${data.id}`, { deleted: true });
  }

  /** The country the supply or demand of this id was posted with, when its events came already. */
  private async countryOf(kind: 'supply' | 'demand', id: string) {
    const found = await this.facts
      .findOne({ _id: `${kind}:${id}` }, { country: 1 })
      .lean<{ country?: string }>();
    return found?.country ?? '';
  }

  /** An inquiry: received by the supplier (from the sender's country), sent by the other member. */
  async inquiry(data: EventData<'trade.inquiry.created'>, time: string) {
    const base = { itemId: data.id, title: data.productName, status: 'new' };
    await this.upsert(
      `inquiryReceived:${data.id}`,
      { ...base, memberId: data.ownerMemberId, kind: 'inquiryReceived', country: data.country },
      time,
    );
    await this.upsert(
      `inquirySent:${data.id}`,
      {
        ...base,
        memberId: data.fromMemberId,
        kind: 'inquirySent',
        refId: data.supplyId,
        country: await this.countryOf('supply', data.supplyId),
      },
      time,
    );
  }

  async inquiryReplied(data: EventData<'trade.inquiry.replied'>) {
    await this.mark(`inquiryReceived:${data.id}`, { status: 'replied' });
    await this.mark(`inquirySent:${data.id}`, { status: 'replied' });
  }

  /** A quotation: received by the demand's owner, sent by the quoting member (to the demand's country). */
  async quote(data: EventData<'trade.quote.created'>, time: string) {
    const base = {
      itemId: data.id,
      title: data.productName,
      status: 'new',
      currency: data.currency,
      amountMinor: minorOf(decimalOfNumber(data.quantity * data.unitPrice, AMOUNT_SCALE)),
    };
    await this.upsert(
      `quoteReceived:${data.id}`,
      { ...base, memberId: data.ownerMemberId, kind: 'quoteReceived' },
      time,
    );
    await this.upsert(
      `quoteSent:${data.id}`,
      {
        ...base,
        memberId: data.fromMemberId,
        kind: 'quoteSent',
        refId: data.demandId,
        country: await this.countryOf('demand', data.demandId),
      },
      time,
    );
  }

  async quoteDecided(data: EventData<'trade.quote.accepted'>, status: 'accepted' | 'declined') {
    await this.mark(`quoteReceived:${data.id}`, { status });
    await this.mark(`quoteSent:${data.id}`, { status });
  }

  /**
   * A contract as its event says it is now, for the filer and (once submitted) the other
   * party member: the newest version wins.
   */
  async contract(data: ContractData, time: string, deleted = false) {
    const members = [data.memberId];
    const other = [data.buyer.memberId, data.seller.memberId].find((m) => m && m !== data.memberId);
    if (other && data.status !== 'draft') members.push(other);
    const at = new Date(time);
    await Promise.all(
      members.map(async (memberId) => {
        const fact: Fact = {
          memberId,
          kind: 'contract',
          itemId: data.id,
          title: data.title,
          country: contractCounterparty(data, memberId).country,
          status: data.status,
          currency: data.currency,
          amountMinor: minorOf(data.totalAmount),
          version: data.version,
          deleted,
        };
        try {
          await this.facts.updateOne(
            { _id: `contract:${data.id}:${memberId}`, version: { $lt: data.version } },
            { $set: fact, $setOnInsert: { at, month: monthOf(at) } },
            { upsert: true },
          );
        } catch (error) {
          // The fact is at this version or a newer one already.
          if (!isDuplicate(error)) throw error;
        }
      }),
    );
  }
}
