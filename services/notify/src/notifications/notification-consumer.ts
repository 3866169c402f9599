import { parseLang, type CloudEvent, type EventData } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import type { OperationsMail } from '../guestbook/operations-mail';
import type { MailQueue } from '../mail/mail-queue';
import type { NotificationKind, NotificationModel } from './notification.model';
import { renderMail } from './notification-text';

interface Notice {
  memberId: string;
  email?: string;
  /** The recipient's language as the event carries it (the language they posted the item in). */
  lang?: string;
  kind: NotificationKind;
  subjectId: string;
  params: Record<string, string | number>;
}

/**
 * Turns marketplace events into an in-app notification for the member concerned and
 * an e-mail to the contact address the event carries. Both are keyed by the event id
 * (notification `_id`, BullMQ job id), so a redelivered event changes nothing — even
 * past the consumer's own processed-id check.
 */
export class NotificationProcessor {
  constructor(
    private readonly notifications: NotificationModel,
    private readonly mail: MailQueue,
  ) {}

  async deliver(eventId: string, notice: Notice): Promise<void> {
    await this.notifications.updateOne(
      { _id: eventId },
      {
        $setOnInsert: {
          memberId: notice.memberId,
          kind: notice.kind,
          params: notice.params,
          subjectId: notice.subjectId,
          read: false,
        },
      },
      { upsert: true },
    );
    if (!notice.email) return;
    // The in-app text is rendered per reader on each read; the e-mail is written once, in
    // the language the recipient used when posting the item (zh-cn when the event has none).
    const mail = renderMail(notice.kind, notice.params, parseLang(notice.lang));
    await this.mail.send(eventId, { to: notice.email, ...mail });
  }

  async inquiryCreated(event: CloudEvent<string, EventData<'trade.inquiry.created'>>) {
    const d = event.data;
    await this.deliver(event.id, {
      memberId: d.ownerMemberId,
      email: d.ownerEmail,
      lang: d.ownerLang,
      kind: 'inquiry.created',
      subjectId: d.id,
      params: { company: d.companyName, product: d.productName, quantity: d.quantity, unit: d.unit },
    });
  }

  async quoteCreated(event: CloudEvent<string, EventData<'trade.quote.created'>>) {
    const d = event.data;
    await this.deliver(event.id, {
      memberId: d.ownerMemberId,
      email: d.ownerEmail,
      lang: d.ownerLang,
      kind: 'quote.created',
      subjectId: d.id,
      params: {
        company: d.companyName,
        product: d.productName,
        quantity: d.quantity,
        unitPrice: d.unitPrice,
        currency: d.currency,
      },
    });
  }

  /** The inquiry's sender hears the supplier's reply, in-app and at the address they gave. */
  async inquiryReplied(event: CloudEvent<string, EventData<'trade.inquiry.replied'>>) {
    const d = event.data;
    await this.deliver(event.id, {
      memberId: d.fromMemberId,
      email: d.fromEmail,
      lang: d.fromLang,
      kind: 'inquiry.replied',
      subjectId: d.id,
      params: { product: d.productName, reply: d.reply },
    });
  }

  /** The quoting member hears the demand owner's decision (in-app: a quote carries no address). */
  async quoteDecided(
    event: CloudEvent<string, EventData<'trade.quote.accepted'> | EventData<'trade.quote.declined'>>,
    kind: 'quote.accepted' | 'quote.declined',
  ) {
    const d = event.data;
    await this.deliver(event.id, {
      memberId: d.fromMemberId,
      lang: d.fromLang,
      kind,
      subjectId: d.id,
      params: { product: d.productName, quantity: d.quantity, unitPrice: d.unitPrice, currency: d.currency },
    });
  }

  async audited(
    event: CloudEvent<string, EventData<'trade.supply.audited'> | EventData<'trade.demand.audited'>>,
  ) {
    const d = event.data;
    if (d.auditStatus === 'pending') return;
    await this.deliver(event.id, {
      memberId: d.memberId,
      email: d.ownerEmail,
      lang: d.lang,
      kind: `${d.kind}.${d.auditStatus}`,
      subjectId: d.id,
      params: { product: d.name, reason: d.rejectReason ?? '' },
    });
  }

  /** The other party member hears of each milestone of a contract it is a party to (in-app). */
  async contractMilestone(event: CloudEvent<string, EventData<'trade.contract.milestone-added'>>) {
    const d = event.data;
    if (!d.notifyMemberId) return;
    const by = d.buyer.memberId === d.milestone.byMemberId ? d.buyer : d.seller;
    await this.deliver(event.id, {
      memberId: d.notifyMemberId,
      kind: 'contract.milestone',
      subjectId: d.id,
      params: {
        title: d.title,
        number: d.number,
        company: by.name,
        milestone: d.milestone.milestone,
        date: d.milestone.date,
      },
    });
  }

  /** The filing member hears the back office's decision on its contract (in-app). */
  async contractReviewed(event: CloudEvent<string, EventData<'trade.contract.reviewed'>>) {
    const d = event.data;
    if (d.status !== 'approved' && d.status !== 'rejected') return;
    await this.deliver(event.id, {
      memberId: d.memberId,
      kind: `contract.${d.status}`,
      subjectId: d.id,
      params: { title: d.title, number: d.number, reason: d.reason ?? '' },
    });
  }

  /** The filing member is told when a party of its submitted contract does not match the registry. */
  async contractSubmitted(event: CloudEvent<string, EventData<'trade.contract.submitted'>>) {
    const d = event.data;
    const party = [d.buyer, d.seller].find((p) => p.check === 'mismatch' || p.check === 'not_found');
    if (!party) return;
    await this.deliver(event.id, {
      memberId: d.memberId,
      kind: 'contract.party-mismatch',
      subjectId: d.id,
      params: { title: d.title, number: d.number, party: party.name },
    });
  }
}

/** The number a member knows a declaration by: its inventory, company, order or waybill number. */
const documentRef = (d: EventData<'trade.declaration.received'>) =>
  d.invtNo || d.copNo || d.orderNo || d.logisticsNo || d.key;

/** The member hears when its customs declaration is refused: by the schema, or by a receipt in an error status. */
export class DeclarationNotices {
  constructor(private readonly processor: NotificationProcessor) {}

  async rejected(event: CloudEvent<string, EventData<'trade.declaration.rejected'>>) {
    const d = event.data;
    await this.processor.deliver(event.id, {
      memberId: d.memberId,
      kind: 'declaration.rejected',
      subjectId: d.id,
      params: { message: `CEB${d.type}`, document: documentRef(d), reason: d.errorMessage },
    });
  }

  async receipt(event: CloudEvent<string, EventData<'trade.declaration.receipt'>>) {
    const d = event.data;
    if (!d.error) return;
    await this.processor.deliver(event.id, {
      memberId: d.memberId,
      kind: 'declaration.returned',
      subjectId: d.id,
      params: {
        message: `CEB${d.type}`,
        document: documentRef(d),
        status: d.returnStatus,
        reason: d.returnInfo,
      },
    });
  }
}

/**
 * Subscribes notify to the marketplace and contract events it notifies members about, and
 * to its own guestbook entries, which it e-mails to operations.
 */
export function consumeMarketplaceEvents(
  service: Service,
  processor: NotificationProcessor,
  operations: OperationsMail,
  groupId: string,
) {
  const declarations = new DeclarationNotices(processor);
  return service.consume({
    groupId,
    topics: [
      'trade.inquiry',
      'trade.quote',
      'trade.supply',
      'trade.demand',
      'trade.contract',
      'trade.declaration',
      'trade.guestbook',
    ],
    handlers: {
      'trade.guestbook.created': (event) => operations.entryCreated(event),
      'trade.inquiry.created': (event) => processor.inquiryCreated(event),
      'trade.quote.created': (event) => processor.quoteCreated(event),
      'trade.inquiry.replied': (event) => processor.inquiryReplied(event),
      'trade.quote.accepted': (event) => processor.quoteDecided(event, 'quote.accepted'),
      'trade.quote.declined': (event) => processor.quoteDecided(event, 'quote.declined'),
      'trade.supply.audited': (event) => processor.audited(event),
      'trade.demand.audited': (event) => processor.audited(event),
      'trade.contract.milestone-added': (event) => processor.contractMilestone(event),
      'trade.contract.reviewed': (event) => processor.contractReviewed(event),
      'trade.contract.submitted': (event) => processor.contractSubmitted(event),
      'trade.declaration.rejected': (event) => declarations.rejected(event),
      'trade.declaration.receipt': (event) => declarations.receipt(event),
    },
  });
}
