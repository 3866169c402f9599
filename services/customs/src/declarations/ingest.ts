import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { outboxOf, withEvents } from '@trade/service-kit';
import type { CompanyDirectory } from '../companies/company-codes';
import {
  DECLARATION_KINDS,
  directionOf,
  isErrorStatus,
  messageKind,
  type DeclarationKind,
  type DeclarationType,
  type ReceiptType,
} from './ceb-catalogue';
import {
  parseMessage,
  readHeader,
  type Fields,
  type ParsedDeclarationMessage,
  type ParsedDocument,
  type ParsedReceiptMessage,
} from './ceb-parse';
import type { CebSchemas } from './ceb-schema';
import { receiptEvent, receivedEvent, rejectedEvent } from './declaration-events';
import type { CebMessageDoc, DeclarationDoc, UnmatchedDoc } from './declaration.model';

export type MessageSource = 'upload' | 'exchange';

/** What reading one message did; the same message read again answers `duplicate: true`. */
export interface IngestOutcome {
  messageId: string;
  /** The CEB message number, e.g. `621`. */
  number: string;
  guid: string;
  duplicate: boolean;
  valid: boolean;
  /** The XSD validator's messages, for a refused message. */
  errors: string[];
  documents: number;
  matched: number;
  unmatched: number;
  receipts: number;
  /** Receipts that answered no declaration on the platform. */
  unanswered: number;
}

/** The text kept of a refused message (the error views show it), at most this long. */
const KEPT_XML_CHARS = 2_000_000;

/** The top-level copies of a document's fields the lists filter and receipts match on. */
const INDEXED_FIELDS = [
  'orderNo',
  'logisticsNo',
  'invtNo',
  'copNo',
  'preNo',
  'billNo',
  'payTransactionId',
  'ebcCode',
  'ebcName',
  'ebpCode',
  'ebpName',
  'logisticsCode',
  'agentCode',
  'payCode',
] as const;

/** How a receipt finds the declaration it answers: fields it must share, and ones it shares when given. */
const RECEIPT_MATCH: Record<Exclude<ReceiptType, '900'>, { required: string[]; optional: string[] }> = {
  '304': { required: ['orderNo'], optional: ['ebpCode'] },
  '404': { required: ['orderNo'], optional: ['ebcCode'] },
  '506': { required: ['logisticsNo'], optional: ['logisticsCode'] },
  '512': { required: ['logisticsNo'], optional: ['logisticsCode'] },
  '604': { required: ['copNo'], optional: ['agentCode'] },
  '608': { required: ['copNo'], optional: ['agentCode'] },
  '622': { required: ['copNo'], optional: ['agentCode'] },
  '412': { required: ['payTransactionId'], optional: ['payCode'] },
};

/** The number a receipt names its declaration by (CEB900: the original message's id): what the unmatched list shows. */
function receiptKey(type: ReceiptType, receipt: Fields): string {
  const fields = type === '900' ? ['oriCopMsgId'] : RECEIPT_MATCH[type].required;
  return fields.map((field) => receipt[field] ?? '').join('/');
}

const NO_MEMBER = { kind: 'none' } as const;

/** `YYYYMMDDhhmmss` (China time) as a date; null when it is not one. */
export function cebTime(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface IngestModels {
  declarations: Model<DeclarationDoc>;
  messages: Model<CebMessageDoc>;
  unmatched: Model<UnmatchedDoc>;
}

/**
 * Reads CEB messages, whichever way they come (the API's upload, the exchange folder):
 * validates each against the official XSD, matches each document to a member by its
 * party codes, and stores it for that member (or on the back office's unmatched list);
 * receipts move the declarations they answer along. Each change carries its
 * `trade.declaration.*` event in the same write.
 */
export class Ingestor {
  constructor(
    private readonly models: IngestModels,
    private readonly schemas: CebSchemas,
    private readonly directory: CompanyDirectory,
    private readonly recorded: (model: Model<DeclarationDoc>, ids: string[]) => void,
  ) {}

  /** Null when the text is no CEB message this platform knows (not XML, or another root). */
  recognise(xml: string): { number: string; guid: string; messageId: string } | null {
    const header = readHeader(xml);
    if (!header || !header.number || !directionOf(header.number) || !messageKind(header.root)) return null;
    const guid = header.guid || createHash('sha256').update(xml).digest('hex');
    return { number: header.number, guid: header.guid, messageId: `${header.number}:${guid}` };
  }

  /**
   * Reads one message. `onlyMember`: a member's own upload, which may carry declarations
   * only, and stores only the documents naming that member (the rest go unmatched).
   */
  async ingest(
    xml: string,
    source: MessageSource,
    fileName = '',
    options: { onlyMember?: string } = {},
  ): Promise<IngestOutcome | null> {
    const header = this.recognise(xml);
    if (!header) return null;
    const { number, guid } = header;
    if (options.onlyMember && !(number in DECLARATION_KINDS)) return null;
    // A member's upload is its own reading of the message: the exchange's copy is read again.
    const messageId = options.onlyMember
      ? `${header.messageId}:member:${options.onlyMember}`
      : header.messageId;
    const seen = await this.models.messages.findById(messageId).lean<CebMessageDoc>();
    if (seen) return { ...outcomeOf(seen), duplicate: true };

    const verdict = await this.schemas.validate(xml, directionOf(number)!);
    const outcome: IngestOutcome = {
      messageId,
      number,
      guid,
      duplicate: false,
      valid: verdict.valid,
      errors: verdict.errors,
      documents: 0,
      matched: 0,
      unmatched: 0,
      receipts: 0,
      unanswered: 0,
    };
    const parsed = lenientParse(xml);
    if (parsed?.kind === 'declaration') {
      outcome.documents = parsed.documents.length;
      const counts = await this.storeDocuments(
        parsed,
        source,
        verdict.valid ? null : verdict.errors,
        messageId,
        options.onlyMember,
      );
      Object.assign(outcome, counts);
    } else if (parsed?.kind === 'receipt' && verdict.valid) {
      outcome.receipts = parsed.receipts.length;
      outcome.unanswered = await this.applyReceipts(parsed, source);
    }
    await this.models.messages.create({
      _id: messageId,
      number,
      guid,
      source,
      fileName,
      valid: verdict.valid,
      schemaErrors: verdict.errors,
      documents: outcome.documents,
      matched: outcome.matched,
      unmatched: outcome.unmatched,
      receipts: outcome.receipts,
      xml: verdict.valid ? '' : xml.slice(0, KEPT_XML_CHARS),
    });
    return outcome;
  }

  // ---- declarations ----

  private async storeDocuments(
    message: ParsedDeclarationMessage,
    source: MessageSource,
    errors: string[] | null,
    messageId: string,
    onlyMember?: string,
  ): Promise<{ matched: number; unmatched: number }> {
    const { def } = message;
    let matched = 0;
    let unmatched = 0;
    const known = new Map<string, string[]>();
    const mine: Array<{ id: string; memberId: string; document: ParsedDocument }> = [];
    for (const document of message.documents) {
      const codes = [
        ...def.parties.map((field) => document.fields[field] ?? ''),
        message.transfer.copCode ?? '',
      ];
      const found = await this.directory.match(codes, known);
      const match =
        onlyMember && found.kind === 'member' && found.memberId !== onlyMember ? NO_MEMBER : found;
      if (match.kind !== 'member') {
        unmatched += 1;
        await this.keepUnmatched(message, document, source, codes, match, errors, messageId, onlyMember);
        continue;
      }
      matched += 1;
      const id = errors
        ? `invalid:${messageId}:${document.index}`
        : `${def.type}:${match.memberId}:${document.key || `${message.guid}#${document.index}`}`;
      mine.push({ id, memberId: match.memberId, document });
    }
    const written = await this.storeMatched(mine, message, source, errors);
    if (written.length > 0) this.recorded(this.models.declarations, written);
    return { matched, unmatched };
  }

  /**
   * Stores the matched documents: new ones in one insert, ones read before from another
   * message (a change, appType 2) one by one; ones already there from this very message
   * are left alone. Answers the ids written.
   */
  private async storeMatched(
    mine: Array<{ id: string; memberId: string; document: ParsedDocument }>,
    message: ParsedDeclarationMessage,
    source: MessageSource,
    errors: string[] | null,
  ): Promise<string[]> {
    if (mine.length === 0) return [];
    const { def } = message;
    const existing = new Map(
      (
        await this.models.declarations
          .find({ _id: { $in: mine.map((m) => m.id) } }, { messageGuid: 1 })
          .lean<Array<Pick<DeclarationDoc, '_id' | 'messageGuid'>>>()
      ).map((doc) => [doc._id, doc.messageGuid]),
    );
    const now = new Date();
    const errorMessage = errors ? errors.join('\n') : '';
    const status = errors ? 'invalid' : 'received';
    const fresh: Record<string, unknown>[] = [];
    const written: string[] = [];
    for (const { id, memberId, document } of mine) {
      if (existing.get(id) === message.guid) continue;
      const state = {
        ...documentState(def, document),
        status,
        error: Boolean(errors),
        errorMessage,
        source,
        messageGuid: message.guid,
      };
      const step = {
        at: now,
        source: errors ? 'invalid' : 'message',
        status,
        returnStatus: null,
        info: errors ? (errors[0] ?? '') : `appType ${document.fields.appType ?? ''}`,
        messageGuid: message.guid,
      };
      const base = { _id: id, memberId, type: def.type, direction: def.direction, ...state };
      const event = errors ? rejectedEvent(base, errors[0] ?? '') : receivedEvent(base);
      written.push(id);
      if (!existing.has(id) && !fresh.some((doc) => doc._id === id)) {
        fresh.push({ ...base, history: [step], ...outboxOf(event) });
        continue;
      }
      // A changed document (appType 2) arrives as a new message: it replaces the fields and
      // restarts the status, keeping the history and the receipts of the earlier one.
      await this.models.declarations.updateOne(
        { _id: id },
        withEvents({ $set: state, $push: { history: step } }, event),
      );
    }
    if (fresh.length > 0) await this.models.declarations.insertMany(fresh, { ordered: false });
    return [...new Set(written)];
  }

  private async keepUnmatched(
    message: ParsedDeclarationMessage,
    document: ParsedDocument,
    source: MessageSource,
    codes: string[],
    match: { kind: 'none' } | { kind: 'ambiguous'; memberIds: string[] },
    errors: string[] | null,
    messageId: string,
    uploadedBy = '',
  ): Promise<void> {
    const id =
      errors || !document.key ? `${messageId}#${document.index}` : `${message.def.type}:${document.key}`;
    await this.models.unmatched.updateOne(
      { _id: id },
      {
        $set: {
          type: message.def.type,
          key: document.key,
          reason: match.kind,
          codes: [...new Set(codes.filter(Boolean))],
          candidates: match.kind === 'ambiguous' ? match.memberIds : [],
          messageGuid: message.guid,
          source,
          uploadedBy,
          valid: !errors,
          errorMessage: errors ? errors.join('\n') : '',
          fields: document.fields,
          items: document.items,
        },
      },
      { upsert: true },
    );
  }

  /**
   * A member's company profile was approved: the valid documents that waited on the
   * unmatched list naming one of its codes are matched again (a member's own upload stays
   * where it is). Answers how many found their member.
   */
  async rematch(codes: string[]): Promise<number> {
    const waiting = await this.models.unmatched
      .find({ codes: { $in: codes.filter(Boolean) }, valid: true, uploadedBy: { $in: ['', null] } })
      .lean<UnmatchedDoc[]>();
    let moved = 0;
    for (const doc of waiting) {
      const def = DECLARATION_KINDS[doc.type as DeclarationType];
      if (!def) continue;
      const match = await this.directory.match(doc.codes ?? []);
      if (match.kind !== 'member') continue;
      const document = {
        index: 0,
        fields: (doc.fields ?? {}) as Fields,
        items: (doc.items ?? []) as Fields[],
        key: doc.key ?? '',
      };
      const id = `${def.type}:${match.memberId}:${document.key || doc._id}`;
      const message: ParsedDeclarationMessage = {
        kind: 'declaration',
        type: def.type,
        def,
        guid: doc.messageGuid ?? '',
        documents: [],
        transfer: {},
      };
      const written = await this.storeMatched(
        [{ id, memberId: match.memberId, document }],
        message,
        doc.source as MessageSource,
        null,
      );
      if (written.length > 0) this.recorded(this.models.declarations, written);
      await this.models.unmatched.deleteOne({ _id: doc._id });
      moved += 1;
    }
    return moved;
  }

  // ---- receipts ----

  /** Applies each receipt to the declarations it answers; returns how many answered none. */
  private async applyReceipts(message: ParsedReceiptMessage, source: MessageSource): Promise<number> {
    let unanswered = 0;
    const written: string[] = [];
    for (const [index, receipt] of message.receipts.entries()) {
      const targets = await this.receiptTargets(message, receipt);
      if (targets.length === 0) {
        unanswered += 1;
        await this.models.unmatched.updateOne(
          { _id: `${message.type}:${message.guid}#${index}` },
          {
            $set: {
              type: message.type,
              key: receiptKey(message.type, receipt),
              reason: 'none',
              codes: [],
              messageGuid: message.guid,
              source,
              fields: receipt,
            },
          },
          { upsert: true },
        );
        continue;
      }
      for (const target of targets) {
        if (await this.applyReceipt(target, message, index, receipt)) written.push(target._id);
      }
    }
    if (written.length > 0) this.recorded(this.models.declarations, written);
    return unanswered;
  }

  private async receiptTargets(message: ParsedReceiptMessage, receipt: Fields): Promise<DeclarationDoc[]> {
    if (message.type === '900') {
      const original = receipt.oriCopMsgId ?? '';
      if (!original) return [];
      return this.models.declarations.find({ messageGuid: original }).lean<DeclarationDoc[]>();
    }
    const rule = RECEIPT_MATCH[message.type];
    if (rule.required.some((field) => !receipt[field])) return [];
    const filter: Record<string, unknown> = { type: message.def.answers };
    for (const field of rule.required) filter[field] = receipt[field];
    for (const field of rule.optional) if (receipt[field]) filter[field] = receipt[field];
    const found = await this.models.declarations.find(filter).lean<DeclarationDoc[]>();
    return found.filter((doc) => !doc._id.startsWith('invalid:'));
  }

  private async applyReceipt(
    target: DeclarationDoc,
    message: ParsedReceiptMessage,
    index: number,
    receipt: Fields,
  ): Promise<boolean> {
    const receiptId = `${message.guid}/${index}`;
    if ((target.receipts ?? []).some((r) => r.id === receiptId)) return false;
    const returnStatus = Number.parseInt(receipt.returnStatus ?? '', 10);
    if (Number.isNaN(returnStatus)) return false;
    const returnInfo = receipt.returnInfo ?? '';
    const error = isErrorStatus(returnStatus);
    const $set: Record<string, unknown> = {
      status: String(returnStatus),
      returnStatus,
      returnInfo,
      error,
      errorMessage: error ? returnInfo : '',
    };
    // Customs numbers the document as it goes: keep what the receipt assigns.
    for (const field of ['preNo', 'invtNo'] as const) if (receipt[field]) $set[field] = receipt[field];
    const event = receiptEvent(
      { ...target, ...($set as Partial<DeclarationDoc>) },
      { receiptType: message.type, returnStatus, returnInfo },
    );
    const result = await this.models.declarations.updateOne(
      { _id: target._id, 'receipts.id': { $ne: receiptId } },
      withEvents(
        {
          $set,
          $push: {
            receipts: {
              id: receiptId,
              type: message.type,
              returnStatus,
              returnTime: receipt.returnTime ?? '',
              returnInfo,
              receivedAt: new Date(),
              fields: receipt,
            },
            history: {
              at: new Date(),
              source: 'receipt',
              status: String(returnStatus),
              returnStatus,
              info: returnInfo,
              messageGuid: message.guid,
            },
          },
        },
        event,
      ),
    );
    return result.modifiedCount > 0;
  }
}

/** The stored state of a document: its fields, items and the top-level copies lists use. */
export function documentState(def: DeclarationKind, document: ParsedDocument) {
  const fields = document.fields;
  const indexed = Object.fromEntries(INDEXED_FIELDS.map((field) => [field, fields[field] ?? ''])) as Record<
    (typeof INDEXED_FIELDS)[number],
    string
  >;
  return {
    ...indexed,
    key: document.key,
    guid: fields.guid ?? '',
    appType: fields.appType ?? '',
    appStatus: fields.appStatus ?? '',
    appDate: cebTime(fields.appTime),
    fields,
    items: def.items ? document.items : [],
  };
}

/** A message's text read as far as it goes: an invalid one may still name its documents. */
function lenientParse(xml: string): ReturnType<typeof parseMessage> {
  try {
    return parseMessage(xml);
  } catch {
    return null;
  }
}

function outcomeOf(doc: CebMessageDoc): IngestOutcome {
  return {
    messageId: doc._id,
    number: doc.number ?? '',
    guid: doc.guid ?? '',
    duplicate: false,
    valid: doc.valid,
    errors: doc.schemaErrors ?? [],
    documents: doc.documents ?? 0,
    matched: doc.matched ?? 0,
    unmatched: doc.unmatched ?? 0,
    receipts: doc.receipts ?? 0,
    unanswered: 0,
  };
}
