import type { Lang } from '@trade/contracts';
import type { PageQuery } from '@trade/service-kit';
import { auditable } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { AdminActor } from '../rbac/admin-actor';
import type { AdminAuditLine } from '../rbac/admin-audit';
import type { DictClass, DictItem } from './dict.models';
import type { DictClassFields, DictItemFields, DictRepository, LabelFields } from './dict.repository';

/** A label as entered: the main (zh-cn) text plus the optional other languages. */
export interface LabelInput {
  main: string;
  others?: { en?: string; ru?: string };
}

const toLabels = ({ main, others }: LabelInput): LabelFields => ({
  'zh-cn': main.trim(),
  en: others?.en?.trim() ?? '',
  ru: others?.ru?.trim() ?? '',
});

type StoredLabels = { 'zh-cn': string; en?: string | null; ru?: string | null } | null | undefined;

/** The label in `lang`, falling back to zh-cn where that language was left empty. */
export function labelIn(labels: StoredLabels, lang: Lang): string {
  const zh = labels?.['zh-cn'] ?? '';
  return (lang === 'zh-cn' ? zh : labels?.[lang]) || zh;
}

const allLabels = (labels: StoredLabels) => ({
  'zh-cn': labels?.['zh-cn'] ?? '',
  en: labels?.en ?? '',
  ru: labels?.ru ?? '',
});

export interface ClassInput {
  class_code: string;
  class_name: string;
  labels?: { en?: string; ru?: string };
  remark?: string;
  show_order?: number;
}

export interface ItemInput {
  class_code: string;
  dict_code: string;
  dict_value: string;
  labels?: { en?: string; ru?: string };
  show_order?: number;
  status?: 0 | 1;
}

/**
 * §7 /admin/sys.dictClass/* and /admin/sys.dictItem/*, and the public
 * /home/Basic/getDictList: the option lists of the dictionary selects.
 * A class code is unique, and a dict_code unique within its class.
 */
export class Dictionaries {
  constructor(
    private readonly repo: DictRepository,
    private readonly line: AdminAuditLine,
  ) {}

  // ---- classes ----

  async classes(lang: Lang) {
    const [rows, counts] = await Promise.all([this.repo.classes(), this.repo.itemCounts()]);
    return rows.map((row) => this.classView(row, lang, counts.get(row.class_code) ?? 0));
  }

  async classInfo(id: string, lang: Lang) {
    const row = await this.repo.classById(id);
    if (!row) throw authFail('NOT_FOUND');
    const items = await this.repo.itemsOf(row.class_code, true);
    return this.classView(row, lang, items.length);
  }

  async addClass(actor: AdminActor, input: ClassInput): Promise<string> {
    if (await this.repo.classByCode(input.class_code)) throw codeTaken('class_code');
    const fields = classFields(input);
    const id = await this.repo.createClass(fields);
    await this.line(actor, 'sys.dictClass.add', id, undefined, fields);
    return id;
  }

  /** A new class_code carries its items along, so forms keep their options. */
  async editClass(actor: AdminActor, id: string, input: ClassInput): Promise<void> {
    const before = await this.repo.classById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (input.class_code !== before.class_code) {
      if (await this.repo.classByCode(input.class_code)) throw codeTaken('class_code');
      await this.repo.renameClassOfItems(before.class_code, input.class_code);
    }
    const after = await this.repo.updateClass(id, classFields(input));
    await this.line(actor, 'sys.dictClass.edit', id, auditable(before), auditable(after));
  }

  /** Refused while the class has items: deleting them is a deliberate step of its own. */
  async delClass(actor: AdminActor, id: string): Promise<void> {
    const before = await this.repo.classById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (await this.repo.hasItems(before.class_code)) throw authFail('HAS_CHILDREN');
    await this.repo.deleteClass(id);
    await this.line(actor, 'sys.dictClass.del', id, auditable(before));
  }

  // ---- items ----

  async pageItems(query: PageQuery, lang: Lang) {
    const { rows, total } = await this.repo.pageItems(query);
    return { rows: rows.map((row) => itemView(row, lang)), total };
  }

  /** Every item of a class, disabled ones too: the admin's pickers. */
  async select(classCode: string, lang: Lang) {
    const rows = await this.repo.itemsOf(classCode, true);
    return rows.map((row) => optionView(row, lang));
  }

  async itemInfo(id: string, lang: Lang) {
    const row = await this.repo.itemById(id);
    if (!row) throw authFail('NOT_FOUND');
    return itemView(row, lang);
  }

  async addItem(actor: AdminActor, input: ItemInput): Promise<string> {
    await this.requireClass(input.class_code);
    if (await this.repo.itemByCode(input.class_code, input.dict_code)) throw codeTaken('dict_code');
    const fields = itemFields(input);
    const id = await this.repo.createItem(fields);
    await this.line(actor, 'sys.dictItem.add', id, undefined, fields);
    return id;
  }

  async editItem(actor: AdminActor, id: string, input: ItemInput): Promise<void> {
    const before = await this.repo.itemById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (input.class_code !== before.class_code) await this.requireClass(input.class_code);
    const clash = await this.repo.itemByCode(input.class_code, input.dict_code);
    if (clash && String(clash._id) !== id) throw codeTaken('dict_code');
    const after = await this.repo.updateItem(id, itemFields(input));
    await this.line(actor, 'sys.dictItem.edit', id, auditable(before), auditable(after));
  }

  changeStatus(actor: AdminActor, id: string, status: 0 | 1): Promise<void> {
    return this.patchItem(actor, id, 'sys.dictItem.changeStatus', { status });
  }

  showOrder(actor: AdminActor, id: string, showOrder: number): Promise<void> {
    return this.patchItem(actor, id, 'sys.dictItem.showOrder', { show_order: showOrder });
  }

  async delItem(actor: AdminActor, id: string): Promise<void> {
    const before = await this.repo.itemById(id);
    if (!before) throw authFail('NOT_FOUND');
    await this.repo.deleteItem(id);
    await this.line(actor, 'sys.dictItem.del', id, auditable(before));
  }

  // ---- public ----

  /** The enabled items of a class in show order, labelled in the request language. */
  async publicList(classCode: string, lang: Lang, pageNumber = 1, pageSize = 1000) {
    const rows = await this.repo.itemsOf(classCode);
    const start = (pageNumber - 1) * pageSize;
    return {
      rows: rows.slice(start, start + pageSize).map((row) => optionView(row, lang)),
      total: rows.length,
    };
  }

  private async patchItem(actor: AdminActor, id: string, action: string, patch: Partial<DictItemFields>) {
    const before = await this.repo.itemById(id);
    if (!before) throw authFail('NOT_FOUND');
    const after = await this.repo.updateItem(id, patch);
    await this.line(actor, action, id, auditable(before), auditable(after));
  }

  private async requireClass(classCode: string): Promise<void> {
    if (!(await this.repo.classByCode(classCode)))
      throw authFail('DICT_CLASS_MISSING', {}, [{ field: 'class_code', message: 'unknown class' }]);
  }

  private classView(row: DictClass, lang: Lang, itemCount: number) {
    return {
      id: String(row._id),
      class_code: row.class_code,
      class_name: labelIn(row.class_name, lang),
      labels: allLabels(row.class_name),
      remark: row.remark ?? '',
      show_order: row.show_order ?? 0,
      item_count: itemCount,
    };
  }
}

const codeTaken = (field: string) => authFail('CODE_TAKEN', {}, [{ field, message: 'already exists' }]);

const classFields = (input: ClassInput): DictClassFields => ({
  class_code: input.class_code,
  class_name: toLabels({ main: input.class_name, others: input.labels }),
  remark: input.remark ?? '',
  show_order: input.show_order ?? 0,
});

const itemFields = (input: ItemInput): DictItemFields => ({
  class_code: input.class_code,
  dict_code: input.dict_code,
  dict_value: toLabels({ main: input.dict_value, others: input.labels }),
  show_order: input.show_order ?? 0,
  status: input.status ?? 1,
});

function itemView(row: DictItem, lang: Lang) {
  return {
    id: String(row._id),
    class_code: row.class_code,
    dict_code: row.dict_code,
    dict_value: labelIn(row.dict_value, lang),
    labels: allLabels(row.dict_value),
    show_order: row.show_order ?? 0,
    status: row.status ?? 1,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const optionView = (row: DictItem, lang: Lang) => ({
  dict_code: row.dict_code,
  dict_value: labelIn(row.dict_value, lang),
  show_order: row.show_order ?? 0,
});
