import { toMongoQuery, type PageQuery } from '@trade/service-kit';
import type { RbacModels, Role } from './rbac.models';

export interface RoleFields {
  name: string;
  code?: string;
  remark?: string;
  sort?: number;
  status?: 0 | 1;
}

/** Roles in MongoDB. */
export class RoleRepository {
  constructor(private readonly model: RbacModels['roles']) {}

  /** A page of the role table; the fields it filters and sorts on are listed here. */
  async page(request: PageQuery) {
    const query = toMongoQuery(request, {
      fields: { name: 'string', code: 'string', status: 'number', sort: 'number', createdAt: 'date' },
      defaultSort: { sort: 1, createdAt: -1 },
    });
    const [rows, total] = await Promise.all([
      this.model.find(query.filter).sort(query.sort).skip(query.skip).limit(query.limit).lean<Role[]>(),
      this.model.countDocuments(query.filter),
    ]);
    return { rows, total };
  }

  findById(id: string): Promise<Role | null> {
    return this.model.findById(id).lean<Role>().exec();
  }

  findByIds(ids: readonly string[]): Promise<Role[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: ids } })
      .lean<Role[]>()
      .exec();
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const other = await this.model.findOne({ name }).lean();
    return Boolean(other && String(other._id) !== exceptId);
  }

  async create(fields: RoleFields): Promise<string> {
    const created = await this.model.create(fields);
    return String(created._id);
  }

  async update(id: string, fields: RoleFields): Promise<Role | null> {
    await this.model.updateOne({ _id: id }, { $set: fields });
    return this.findById(id);
  }

  async setStatus(id: string, status: 0 | 1): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status } });
  }

  /** The menus a role opens and the permission strings it grants beyond them. */
  async setGrants(id: string, menuIds: string[], perms: string[]): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { menuIds, perms } });
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  /** Takes a deleted menu off every role. */
  async removeMenu(menuId: string): Promise<void> {
    await this.model.updateMany({ menuIds: menuId }, { $pull: { menuIds: menuId } });
  }
}
