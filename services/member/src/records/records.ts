import { Types, type Model } from 'mongoose';
import type { EventActor, EventType, Lang } from '@trade/contracts';
import { fail, newEvent, outboxOf, withEvents } from '@trade/service-kit';
import type { AuditStatus } from '../companies/company.model';
import type { Companies } from '../companies/companies';
import { fieldRefused, memberFail } from '../errors';
import type { OwnershipTypes } from './ownership-types';
import type { RecordDoc } from './record.model';

type Recorded = <T>(model: Model<T>, id: unknown) => void;

/** The filing form (`/home/member.Record/save`). */
export interface RecordFields {
  ownershipType: string;
  contact: string;
  phone: string;
  email?: string;
  mainProducts?: string;
  annualTradeVolume?: number | null;
  employees?: number | null;
  remark?: string;
}

/** The company filings; each write is one document with its `trade.record.*` event. */
export class Records {
  constructor(
    readonly model: Model<RecordDoc>,
    private readonly companies: Companies,
    readonly ownershipTypes: OwnershipTypes,
    private readonly recorded: Recorded,
  ) {}

  /** The member's filing (null when it has none); an `id` that is not the member's own is 404. */
  async ofMember(memberId: string, id?: string): Promise<RecordDoc | null> {
    if (id !== undefined) {
      const doc = await this.model.findOne({ _id: id, memberId }).lean<RecordDoc>();
      if (!doc) throw fail('NOT_FOUND');
      return doc;
    }
    return this.model.findOne({ memberId }).lean<RecordDoc>();
  }

  async record(id: string): Promise<RecordDoc> {
    const doc = await this.model.findOne({ _id: id }).lean<RecordDoc>();
    if (!doc) throw fail('NOT_FOUND');
    return doc;
  }

  /**
   * Files the member's company, or changes its filing (back to review): the profile's name
   * and codes as they are now, the ownership type checked against the dictionary.
   */
  async save(memberId: string, by: EventActor, id: string | undefined, fields: RecordFields, lang: Lang) {
    const before = await this.ofMember(memberId, id);
    if (id !== undefined && !before) throw fail('NOT_FOUND');
    const company = await this.companies.ofMember(memberId);
    if (!company) throw memberFail('PROFILE_REQUIRED');
    const types = await this.ownershipTypes(lang);
    if (!types.some((option) => option.value === fields.ownershipType))
      throw fieldRefused('OWNERSHIP_TYPE_UNKNOWN', 'ownershipType', lang);
    const $set = {
      companyId: String(company._id),
      companyName: company.name,
      creditCode: company.creditCode,
      customsCode: company.customsCode ?? '',
      ownershipType: fields.ownershipType,
      contact: fields.contact.trim(),
      phone: fields.phone.trim(),
      email: fields.email?.trim() ?? '',
      mainProducts: fields.mainProducts?.trim() ?? '',
      annualTradeVolume: fields.annualTradeVolume ?? null,
      employees: fields.employees ?? null,
      remark: fields.remark?.trim() ?? '',
      status: 'pending' as const,
      rejectReason: '',
      submittedAt: new Date(),
    };
    const docId = before ? String(before._id) : new Types.ObjectId().toHexString();
    const event = this.event('trade.record.submitted', docId, memberId, $set, by);
    if (before) {
      await this.model.updateOne({ _id: docId, memberId }, withEvents({ $set }, event));
    } else {
      await new this.model({ _id: docId, memberId, ...$set, ...outboxOf(event) }).save();
    }
    this.recorded(this.model, docId);
    return { id: docId, status: $set.status };
  }

  async review(
    id: string,
    status: Exclude<AuditStatus, 'pending'>,
    reason: string,
    by: EventActor,
    lang: Lang,
  ) {
    const doc = await this.record(id);
    const rejectReason = status === 'rejected' ? reason.trim() : '';
    if (status === 'rejected' && !rejectReason) throw fieldRefused('REASON_REQUIRED', 'reason', lang);
    const $set = { status, rejectReason, reviewedBy: by.sub, reviewedAt: new Date() };
    const event = this.event('trade.record.reviewed', id, doc.memberId, { ...doc, ...$set }, by);
    await this.model.updateOne({ _id: id }, withEvents({ $set }, event));
    this.recorded(this.model, id);
  }

  private event(
    type: Extract<EventType, `trade.record.${string}`>,
    id: string,
    memberId: string,
    doc: Pick<
      RecordDoc,
      'companyId' | 'companyName' | 'creditCode' | 'ownershipType' | 'status' | 'rejectReason'
    >,
    by: EventActor,
  ) {
    return newEvent(
      'member',
      type,
      id,
      {
        id,
        memberId,
        companyId: doc.companyId,
        companyName: doc.companyName,
        creditCode: doc.creditCode,
        ownershipType: doc.ownershipType,
        status: doc.status ?? 'pending',
        ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
        changedBy: by.sub,
      },
      by,
    );
  }
}
