import { newEvent, outboxOf } from '@trade/service-kit';
import type { Member, MemberModel } from './member.model';

export interface NewMember {
  account: string;
  passwordHash: string;
  companyName: string;
  contact: string;
  phone: string;
  countryCode: string;
  email?: string;
  country?: string;
  /** When the member accepted the privacy policy and terms (registration from the portal). */
  consentAt?: Date;
}

/** Member accounts in MongoDB. */
export class MemberRepository {
  constructor(private readonly members: MemberModel) {}

  findByAccount(account: string): Promise<(Member & { passwordHash: string }) | null> {
    return this.members
      .findOne({ accountKey: account.toLowerCase() })
      .select('+passwordHash')
      .lean<Member & { passwordHash: string }>()
      .exec();
  }

  findByPhone(phone: string): Promise<Member | null> {
    return this.members.findOne({ phone }).lean<Member>().exec();
  }

  findById(id: string): Promise<Member | null> {
    return this.members.findById(id).lean<Member>().exec();
  }

  async accountTaken(account: string): Promise<boolean> {
    return (await this.members.exists({ accountKey: account.toLowerCase() })) !== null;
  }

  async phoneTaken(phone: string): Promise<boolean> {
    return (await this.members.exists({ phone })) !== null;
  }

  /** Creates the member and its `trade.member.registered` event in one document write. */
  async register(input: NewMember): Promise<Member> {
    const doc = new this.members({ ...input, accountKey: input.account.toLowerCase() });
    const id = String(doc._id);
    const event = newEvent('auth', 'trade.member.registered', id, {
      memberId: id,
      account: input.account,
      companyName: input.companyName,
    });
    Object.assign(doc, outboxOf(event));
    await doc.save();
    return (await this.findById(id))!;
  }

  /** Replaces the member's password hash (a reset by SMS code). */
  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.members.updateOne({ _id: id }, { $set: { passwordHash } });
  }

  async signedIn(id: string, ip: string): Promise<void> {
    await this.members.updateOne({ _id: id }, { $set: { lastLoginAt: new Date(), lastLoginIp: ip } });
  }
}
