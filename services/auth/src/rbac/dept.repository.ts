import type { Dept, RbacModels } from './rbac.models';

export interface DeptFields {
  name: string;
  parentId?: string | null;
  sort?: number;
  leader?: string;
  phone?: string;
  status?: 0 | 1;
}

/** Departments in MongoDB (a small tree, read whole). */
export class DeptRepository {
  constructor(private readonly model: RbacModels['depts']) {}

  all(): Promise<Dept[]> {
    return this.model.find().lean<Dept[]>().exec();
  }

  findById(id: string): Promise<Dept | null> {
    return this.model.findById(id).lean<Dept>().exec();
  }

  async create(fields: DeptFields): Promise<string> {
    const created = await this.model.create(fields);
    return String(created._id);
  }

  async update(id: string, fields: DeptFields): Promise<Dept | null> {
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
