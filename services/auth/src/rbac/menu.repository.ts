import type { Menu, RbacModels } from './rbac.models';

export interface MenuFields {
  title: { 'zh-cn': string; en: string; ru: string };
  parentId?: string | null;
  type?: 'dir' | 'menu' | 'button';
  path?: string;
  icon?: string;
  perms?: string[];
  apis?: string[];
  sort?: number;
  hidden?: boolean;
  status?: 0 | 1;
}

/** The menu tree in MongoDB (a small tree, read whole). */
export class MenuRepository {
  constructor(private readonly model: RbacModels['menus']) {}

  all(): Promise<Menu[]> {
    return this.model.find().lean<Menu[]>().exec();
  }

  enabled(): Promise<Menu[]> {
    return this.model.find({ status: 1 }).lean<Menu[]>().exec();
  }

  findById(id: string): Promise<Menu | null> {
    return this.model.findById(id).lean<Menu>().exec();
  }

  findByIds(ids: readonly string[]): Promise<Menu[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.model
      .find({ _id: { $in: ids } })
      .lean<Menu[]>()
      .exec();
  }

  async create(fields: MenuFields): Promise<string> {
    const created = await this.model.create(fields);
    return String(created._id);
  }

  async update(id: string, fields: MenuFields): Promise<Menu | null> {
    await this.model.updateOne({ _id: id }, { $set: fields });
    return this.findById(id);
  }

  async hasChildren(id: string): Promise<boolean> {
    return (await this.model.exists({ parentId: id })) !== null;
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }
}
