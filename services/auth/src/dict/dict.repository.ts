import { toMongoQuery, type ListPolicy, type PageQuery } from '@trade/service-kit';
import type { DictClass, DictItem, DictModels } from './dict.models';

export interface LabelFields {
  'zh-cn': string;
  en?: string;
  ru?: string;
}

export interface DictClassFields {
  class_code: string;
  class_name: LabelFields;
  remark?: string;
  show_order?: number;
}

export interface DictItemFields {
  class_code: string;
  dict_code: string;
  dict_value: LabelFields;
  show_order?: number;
  status?: 0 | 1;
}

const ITEM_LIST: ListPolicy = {
  fields: {
    class_code: 'string',
    dict_code: 'string',
    'dict_value.zh-cn': 'string',
    show_order: 'number',
    status: 'number',
    createdAt: 'date',
  },
  defaultSort: { show_order: 1, createdAt: 1 },
};

/** Dictionary classes and items in MongoDB: the only code that touches their collections. */
export class DictRepository {
  constructor(private readonly models: DictModels) {}

  classes(): Promise<DictClass[]> {
    return this.models.classes.find().sort({ show_order: 1, class_code: 1 }).lean<DictClass[]>().exec();
  }

  classById(id: string): Promise<DictClass | null> {
    return this.models.classes.findById(id).lean<DictClass>().exec();
  }

  classByCode(code: string): Promise<DictClass | null> {
    return this.models.classes.findOne({ class_code: code }).lean<DictClass>().exec();
  }

  async createClass(fields: DictClassFields): Promise<string> {
    const created = await this.models.classes.create(fields);
    return String(created._id);
  }

  async updateClass(id: string, fields: DictClassFields): Promise<DictClass | null> {
    await this.models.classes.updateOne({ _id: id }, { $set: fields });
    return this.classById(id);
  }

  async deleteClass(id: string): Promise<void> {
    await this.models.classes.deleteOne({ _id: id });
  }

  /** Item counts per class code, for the class list. */
  async itemCounts(): Promise<Map<string, number>> {
    const rows = await this.models.items.find({}, { class_code: 1 }).lean<{ class_code: string }[]>().exec();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.class_code, (counts.get(row.class_code) ?? 0) + 1);
    return counts;
  }

  async hasItems(classCode: string): Promise<boolean> {
    return (await this.models.items.exists({ class_code: classCode })) !== null;
  }

  async renameClassOfItems(from: string, to: string): Promise<void> {
    await this.models.items.updateMany({ class_code: from }, { $set: { class_code: to } });
  }

  async pageItems(query: PageQuery): Promise<{ rows: DictItem[]; total: number }> {
    const { filter, sort, skip, limit } = toMongoQuery(query, ITEM_LIST);
    const [rows, total] = await Promise.all([
      this.models.items.find(filter).sort(sort).skip(skip).limit(limit).lean<DictItem[]>().exec(),
      this.models.items.countDocuments(filter),
    ]);
    return { rows, total };
  }

  /** The items of one class in show order; only the enabled ones unless `all`. */
  itemsOf(classCode: string, all = false): Promise<DictItem[]> {
    const filter = all ? { class_code: classCode } : { class_code: classCode, status: 1 };
    return this.models.items.find(filter).sort({ show_order: 1, createdAt: 1 }).lean<DictItem[]>().exec();
  }

  itemById(id: string): Promise<DictItem | null> {
    return this.models.items.findById(id).lean<DictItem>().exec();
  }

  itemByCode(classCode: string, dictCode: string): Promise<DictItem | null> {
    return this.models.items.findOne({ class_code: classCode, dict_code: dictCode }).lean<DictItem>().exec();
  }

  async createItem(fields: DictItemFields): Promise<string> {
    const created = await this.models.items.create(fields);
    return String(created._id);
  }

  async updateItem(id: string, fields: Partial<DictItemFields>): Promise<DictItem | null> {
    await this.models.items.updateOne({ _id: id }, { $set: fields });
    return this.itemById(id);
  }

  async deleteItem(id: string): Promise<void> {
    await this.models.items.deleteOne({ _id: id });
  }
}
