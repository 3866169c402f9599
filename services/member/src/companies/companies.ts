import { Types, type Model } from 'mongoose';
import {
  creditCodeProblem,
  normaliseCreditCode,
  type EventActor,
  type EventType,
  type Identity,
  type Lang,
} from '@trade/contracts';
import {
  fail,
  keptOrResolvedImage,
  newEvent,
  outboxOf,
  withEvents,
  type FileResolver,
} from '@trade/service-kit';
import { fieldRefused, memberFail } from '../errors';
import type { CompanyLookup } from '../registry/company-lookup';
import type { AuditStatus, CompanyDoc } from './company.model';

type Recorded = <T>(model: Model<T>, id: unknown) => void;
type Member = Identity & { memberId: string };

/** The profile form (`/member.memberInfo/add|save`). */
export interface CompanyFields {
  name: string;
  nameEn?: string;
  creditCode: string;
  customsCode?: string;
  legalPerson?: string;
  registeredCapital?: string;
  establishedAt?: string;
  region?: string[];
  regionName?: string;
  address?: string;
  businessScope?: string;
  contact?: string;
  phone?: string;
  email?: string;
  logo?: string;
  licence?: string;
}

const CUSTOMS_CODE = /^[0-9A-Z]{10}$/;

/**
 * The credit code a shell holds until the member fills in its own: one per member, so the
 * unique index on real codes stays (the local store has no partial indexes), and never a
 * valid code (it has a colon). Views show it as empty.
 */
const shellCode = (memberId: string) => `shell:${memberId}`;

/** A company name as compared with the registry's: no spaces, full-width brackets as ASCII. */
export const comparableName = (name: string) =>
  name.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();

/** The company profiles; each write is one document with its `trade.company.*` event. */
export class Companies {
  constructor(
    readonly model: Model<CompanyDoc>,
    private readonly files: FileResolver,
    private readonly lookup: CompanyLookup,
    private readonly recorded: Recorded,
  ) {}

  /**
   * The member's profile or, before it filled one in, the empty shell made at registration
   * (what `info` shows and `add`/`save` fill in); an `id` that is not the member's own is 404.
   */
  async profileOrShell(memberId: string, id?: string): Promise<CompanyDoc | null> {
    if (id !== undefined) {
      const doc = await this.model.findOne({ _id: id, memberId }).lean<CompanyDoc>();
      if (!doc) throw fail('NOT_FOUND');
      return doc;
    }
    return this.model.findOne({ memberId }).lean<CompanyDoc>();
  }

  /** The member's filled-in profile (null while it has none, or only the shell). */
  async ofMember(memberId: string): Promise<CompanyDoc | null> {
    const doc = await this.profileOrShell(memberId);
    return doc && !doc.shell ? doc : null;
  }

  /** A filled-in profile, for the back office (a shell is 404 there). */
  async company(id: string): Promise<CompanyDoc> {
    const doc = await this.model.findOne({ _id: id }).lean<CompanyDoc>();
    if (!doc || doc.shell) throw fail('NOT_FOUND');
    return doc;
  }

  /**
   * The empty profile a new member starts from (on `trade.member.registered`): the company
   * name it registered with and nothing else. Once per member: a second delivery, or a
   * member that has a profile already, changes nothing. No event: nothing is filed yet.
   */
  async createShell(memberId: string, companyName: string) {
    try {
      await this.model.updateOne(
        { memberId },
        {
          $setOnInsert: {
            _id: new Types.ObjectId().toHexString(),
            memberId,
            name: companyName.trim(),
            creditCode: shellCode(memberId),
            shell: true,
            auditStatus: 'pending',
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Made meanwhile by another delivery of the event.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** Checks a form's codes: the credit code's shape and GB 32100-2015 check character, the customs code's shape. */
  checkCodes(fields: Pick<CompanyFields, 'creditCode' | 'customsCode'>, lang: Lang) {
    const creditCode = normaliseCreditCode(fields.creditCode);
    const problem = creditCodeProblem(creditCode);
    if (problem === 'format') throw fieldRefused('CREDIT_CODE_FORMAT', 'creditCode', lang);
    if (problem === 'check') throw fieldRefused('CREDIT_CODE_CHECK', 'creditCode', lang);
    const customsCode = (fields.customsCode ?? '').trim().toUpperCase();
    if (customsCode && !CUSTOMS_CODE.test(customsCode))
      throw fieldRefused('CUSTOMS_CODE_FORMAT', 'customsCode', lang);
    return { creditCode, customsCode };
  }

  async add(member: Member, by: EventActor, fields: CompanyFields, lang: Lang) {
    const existing = await this.profileOrShell(member.memberId);
    if (existing && !existing.shell) throw memberFail('PROFILE_EXISTS');
    // The shell made at registration is filled in, as `save` would.
    if (existing) return this.save(member, by, String(existing._id), fields, lang);
    const $set = await this.prepare(member, fields, lang, null);
    const id = new Types.ObjectId().toHexString();
    const doc = { ...$set, memberId: member.memberId, auditStatus: 'pending' as const, rejectReason: '' };
    const event = this.event('trade.company.created', id, member.memberId, doc, by);
    try {
      await new this.model({ _id: id, ...doc, ...outboxOf(event) }).save();
    } catch (error) {
      // The registration's shell landed between the read above and this write (its event was
      // consumed meanwhile): the form fills that shell in, as when it was there first.
      const shell =
        (error as { code?: number }).code === 11000 && (await this.profileOrShell(member.memberId));
      if (shell && shell.shell) return this.save(member, by, String(shell._id), fields, lang);
      throw error;
    }
    this.recorded(this.model, id);
    return { id, verified: doc.verified };
  }

  async save(member: Member, by: EventActor, id: string | undefined, fields: CompanyFields, lang: Lang) {
    const before = await this.profileOrShell(member.memberId, id);
    if (!before) throw fail('NOT_FOUND');
    const docId = String(before._id);
    const $set = {
      ...(await this.prepare(member, fields, lang, before.shell ? null : before)),
      shell: false,
      auditStatus: 'pending' as const,
      rejectReason: '',
    };
    const type = before.shell ? 'trade.company.created' : 'trade.company.changed';
    const event = this.event(type, docId, member.memberId, $set, by);
    await this.model.updateOne({ _id: docId, memberId: member.memberId }, withEvents({ $set }, event));
    this.recorded(this.model, docId);
    return { id: docId, verified: $set.verified };
  }

  async review(
    id: string,
    status: Exclude<AuditStatus, 'pending'>,
    reason: string,
    by: EventActor,
    lang: Lang,
  ) {
    const doc = await this.company(id);
    const rejectReason = status === 'rejected' ? reason.trim() : '';
    if (status === 'rejected' && !rejectReason) throw fieldRefused('REASON_REQUIRED', 'reason', lang);
    const $set = { auditStatus: status, rejectReason, reviewedBy: by.sub, reviewedAt: new Date() };
    const event = this.event('trade.company.reviewed', id, doc.memberId, { ...doc, ...$set }, by);
    await this.model.updateOne({ _id: id }, withEvents({ $set }, event));
    this.recorded(this.model, id);
  }

  /** The stored form: codes checked, images resolved, the registry asked whether the name and code are its. */
  private async prepare(member: Member, fields: CompanyFields, lang: Lang, before: CompanyDoc | null) {
    const { creditCode, customsCode } = this.checkCodes(fields, lang);
    const taken = await this.model.exists({ creditCode, memberId: { $ne: member.memberId } });
    if (taken) throw fieldRefused('CREDIT_CODE_TAKEN', 'creditCode', lang);
    const logo = fields.logo ?? '';
    const licence = fields.licence ?? '';
    const [logoUrl, licenceUrl] = await Promise.all([
      keptOrResolvedImage(
        this.files,
        member,
        'logo',
        logo,
        before ? { id: before.logo, url: before.logoUrl } : undefined,
      ),
      keptOrResolvedImage(
        this.files,
        member,
        'licence',
        licence,
        before ? { id: before.licence, url: before.licenceUrl } : undefined,
      ),
    ]);
    const name = fields.name.trim();
    const verification = await this.verify(name, creditCode);
    return {
      name,
      nameEn: fields.nameEn?.trim() ?? '',
      creditCode,
      customsCode,
      legalPerson: fields.legalPerson?.trim() ?? '',
      registeredCapital: fields.registeredCapital?.trim() ?? '',
      establishedAt: fields.establishedAt ?? '',
      region: fields.region ?? [],
      regionName: fields.regionName?.trim() ?? '',
      address: fields.address?.trim() ?? '',
      businessScope: fields.businessScope?.trim() ?? '',
      contact: fields.contact?.trim() ?? '',
      phone: fields.phone?.trim() ?? '',
      email: fields.email?.trim() ?? '',
      logo,
      logoUrl,
      licence,
      licenceUrl,
      ...verification,
    };
  }

  /**
   * Verified: the registry knows the credit code, under this very name. When it cannot be
   * asked the profile is saved unverified (verifiedAt null), never refused.
   */
  private async verify(
    name: string,
    creditCode: string,
  ): Promise<{ verified: boolean; verifiedAt: Date | null }> {
    const found = await this.lookup.quietInfo(creditCode);
    if (found === undefined) return { verified: false, verifiedAt: null };
    const verified =
      found !== null &&
      found.creditCode === creditCode &&
      comparableName(found.name) === comparableName(name);
    return { verified, verifiedAt: new Date() };
  }

  private event(
    type: Extract<EventType, `trade.company.${string}`>,
    id: string,
    memberId: string,
    doc: Pick<
      CompanyDoc,
      'name' | 'nameEn' | 'creditCode' | 'customsCode' | 'verified' | 'auditStatus' | 'rejectReason'
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
        name: doc.name,
        nameEn: doc.nameEn ?? '',
        creditCode: doc.creditCode,
        customsCode: doc.customsCode ?? '',
        verified: doc.verified ?? false,
        auditStatus: doc.auditStatus ?? 'pending',
        ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
        changedBy: by.sub,
      },
      by,
    );
  }
}
