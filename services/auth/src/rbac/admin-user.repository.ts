import { toMongoQuery, type PageQuery } from '@trade/service-kit';
import type { AdminUser, RbacModels } from './rbac.models';

/** The fields of an admin user the back office writes (the password only as its hash). */
export interface AdminUserFields {
  username: string;
  realname?: string;
  mobile?: string;
  email?: string;
  deptId?: string | null;
  roleIds?: string[];
  status?: 0 | 1;
  passwordHash?: string;
}

/** Back-office users in MongoDB. The password hash is read only where a sign-in needs it. */
export class AdminUserRepository {
  constructor(private readonly model: RbacModels['users']) {}

  /** A page of the user table; the fields it filters and sorts on are listed here. */
  async page(request: PageQuery) {
    const query = toMongoQuery(request, {
      fields: {
        username: 'string',
        realname: 'string',
        mobile: 'string',
        status: 'number',
        deptId: 'string',
        createdAt: 'date',
      },
      defaultSort: { createdAt: -1 },
    });
    const [rows, total] = await Promise.all([
      this.model.find(query.filter).sort(query.sort).skip(query.skip).limit(query.limit).lean<AdminUser[]>(),
      this.model.countDocuments(query.filter),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.model.findById(id).lean<AdminUser>().exec();
  }

  findByUsernameWithHash(username: string): Promise<(AdminUser & { passwordHash: string }) | null> {
    return this.model
      .findOne({ usernameKey: username.toLowerCase() })
      .select('+passwordHash')
      .lean<AdminUser & { passwordHash: string }>()
      .exec();
  }

  /** The user name of `id`, for the audit log's actor. */
  async usernameOf(id: string): Promise<string | undefined> {
    const user = await this.model.findById(id).select('username').lean<{ username?: string }>();
    return user?.username;
  }

  async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    const found = await this.model.findOne({ usernameKey: username.toLowerCase() }).lean();
    return Boolean(found && String(found._id) !== exceptId);
  }

  async create(fields: AdminUserFields & { passwordHash: string }): Promise<AdminUser> {
    const created = await this.model.create({ ...fields, usernameKey: fields.username.toLowerCase() });
    const { passwordHash: _hidden, ...user } = created.toObject({ transform: false });
    return user as unknown as AdminUser;
  }

  /**
   * Sets `fields` and reads the user back. Two commands, not findAndModify: the hidden
   * password hash makes mongoose send a projection with it, which the local
   * MongoDB-compatible server does not implement.
   */
  async update(id: string, fields: Partial<AdminUserFields>): Promise<AdminUser | null> {
    const set: Record<string, unknown> = { ...fields };
    if (fields.username) set.usernameKey = fields.username.toLowerCase();
    await this.model.updateOne({ _id: id }, { $set: set });
    return this.findById(id);
  }

  async setStatus(id: string, status: 0 | 1): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status } });
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  /** Takes a deleted role off every user (an exact scalar pull, which the local server supports). */
  async removeRole(roleId: string): Promise<void> {
    await this.model.updateMany({ roleIds: roleId }, { $pull: { roleIds: roleId } });
  }

  async anyInDept(deptId: string): Promise<boolean> {
    return (await this.model.exists({ deptId })) !== null;
  }

  async signedIn(id: string, ip: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastLoginAt: new Date(), lastLoginIp: ip } });
  }
}
