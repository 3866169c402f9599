import type { InternalMemberAccount } from '@trade/contracts';
import { toMongoQuery, type PageQuery, escapeRegex } from '@trade/service-kit';
import { authFail } from '../errors';
import type { AdminActor } from '../rbac/admin-actor';
import type { AdminAuditLine } from '../rbac/admin-audit';
import type { Member, MemberModel } from './member.model';

export interface MemberAccountQuery extends PageQuery {
  /** Part of the account, company name, contact person or phone number. */
  keyword?: string;
}

/**
 * The back office's view of member accounts: a searchable list, and disabling or
 * enabling an account. Disabling ends the account's sessions at once (its refresh
 * tokens are revoked and its live access tokens refused by the gateway); sign-in
 * and refresh already refuse a disabled account. Both are audited.
 */
export class MemberAccounts {
  constructor(
    private readonly members: MemberModel,
    private readonly line: AdminAuditLine,
    private readonly endSessionsOf: (sub: string) => Promise<void>,
  ) {}

  async page(request: MemberAccountQuery) {
    const query = toMongoQuery(request, {
      fields: {
        account: 'string',
        companyName: 'string',
        contact: 'string',
        phone: 'string',
        email: 'string',
        country: 'string',
        status: 'number',
        createdAt: 'date',
        lastLoginAt: 'date',
      },
      defaultSort: { createdAt: -1 },
    });
    const keyword = request.keyword?.trim();
    const filter = keyword
      ? {
          ...query.filter,
          $or: ['account', 'companyName', 'contact', 'phone'].map((field) => ({
            [field]: { $regex: escapeRegex(keyword), $options: 'i' },
          })),
        }
      : query.filter;
    const [rows, total] = await Promise.all([
      this.members.find(filter).sort(query.sort).skip(query.skip).limit(query.limit).lean<Member[]>().exec(),
      this.members.countDocuments(filter).exec(),
    ]);
    return { rows: rows.map(view), total };
  }

  /** One account as other services read it (GET /internal/members/:id); unknown is 404. */
  async internal(id: string): Promise<InternalMemberAccount> {
    const member = await this.members.findById(id).lean<Member>().exec();
    if (!member) throw authFail('NOT_FOUND');
    return { memberId: String(member._id), company: member.companyName, status: member.status };
  }

  async changeStatus(actor: AdminActor, id: string, status: 0 | 1): Promise<void> {
    const before = await this.members.findById(id).lean<Member>().exec();
    if (!before) throw authFail('NOT_FOUND');
    await this.members.updateOne({ _id: id }, { $set: { status } }).exec();
    if (status === 0) await this.endSessionsOf(id);
    await this.line(
      actor,
      'member.account.changeStatus',
      id,
      { account: before.account, status: before.status },
      { account: before.account, status },
    );
  }
}

function view(member: Member) {
  return {
    id: String(member._id),
    account: member.account,
    companyName: member.companyName,
    contact: member.contact,
    phone: member.phone,
    countryCode: member.countryCode ?? '+86',
    email: member.email ?? '',
    country: member.country ?? '',
    status: member.status,
    lastLoginAt: member.lastLoginAt ? new Date(member.lastLoginAt).toISOString() : undefined,
    createdAt: new Date((member as { createdAt?: Date }).createdAt ?? Date.now()).toISOString(),
  };
}
