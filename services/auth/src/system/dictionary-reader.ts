import type { Connection } from 'mongoose';
import type { Lang } from '@trade/contracts';

type Labels = { 'zh-cn'?: string; en?: string; ru?: string } | null | undefined;
interface ClassDoc {
  class_code: string;
  class_name?: Labels;
  remark?: string;
  show_order?: number;
}
interface ItemDoc {
  class_code: string;
  dict_code: string;
  dict_value?: Labels;
  show_order?: number;
  status?: number;
}

const labelIn = (labels: Labels, lang: Lang) => labels?.[lang] || labels?.['zh-cn'] || '';
const byOrder = (a: { show_order?: number }, b: { show_order?: number }) =>
  (a.show_order ?? 0) - (b.show_order ?? 0);

/**
 * Reads the dictionaries (`dict_classes`, `dict_items`, kept by the dictionary screens
 * of `/admin/sys.dict*`) for the GET `/system/dic/*` lists. Read-only and through the
 * driver, so it does not depend on how the dictionary module models them.
 */
export class DictionaryReader {
  constructor(private readonly mongo: Connection) {}

  async classes(lang: Lang) {
    const rows = await this.mongo.collection<ClassDoc>('dict_classes').find({}).toArray();
    return rows.sort(byOrder).map((row) => ({
      class_code: row.class_code,
      class_name: labelIn(row.class_name, lang),
      remark: row.remark ?? '',
      show_order: row.show_order ?? 0,
    }));
  }

  async items(classCode: string, lang: Lang) {
    const rows = await this.mongo.collection<ItemDoc>('dict_items').find({ class_code: classCode }).toArray();
    return rows.sort(byOrder).map((row) => itemView(row, lang));
  }

  async item(classCode: string, dictCode: string, lang: Lang) {
    const row = await this.mongo
      .collection<ItemDoc>('dict_items')
      .findOne({ class_code: classCode, dict_code: dictCode });
    return row ? itemView(row, lang) : null;
  }

  /** Every class with its items. */
  async tree(lang: Lang) {
    const [classes, items] = await Promise.all([
      this.classes(lang),
      this.mongo.collection<ItemDoc>('dict_items').find({}).toArray(),
    ]);
    return classes.map((dictClass) => ({
      ...dictClass,
      children: items
        .filter((item) => item.class_code === dictClass.class_code)
        .sort(byOrder)
        .map((item) => itemView(item, lang)),
    }));
  }
}

function itemView(row: ItemDoc, lang: Lang) {
  return {
    class_code: row.class_code,
    dict_code: row.dict_code,
    dict_value: labelIn(row.dict_value, lang),
    show_order: row.show_order ?? 0,
    status: row.status ?? 1,
  };
}
