import type { DictModels } from './dict.models';

type Label = [zh: string, en: string, ru: string];
interface SeedClass {
  code: string;
  name: Label;
  items: [code: string, ...label: Label][];
}

const label = ([zh, en, ru]: Label) => ({ 'zh-cn': zh, en, ru });

/**
 * The dictionaries the product's forms read (§3): units, currencies, ownership types
 * (member.Record/getOptions), contract and declaration states, warehouse structure,
 * cargo types and shipping methods, the review states. Unit codes are the catalog's.
 */
export const DEFAULT_DICTIONARIES: SeedClass[] = [
  {
    code: 'unit',
    name: ['计量单位', 'Units', 'Единицы измерения'],
    items: [
      ['box', '箱', 'box', 'коробка'],
      ['piece', '件', 'piece', 'штука'],
      ['kilogram', '千克', 'kilogram', 'килограмм'],
      ['unit', '台', 'unit', 'единица'],
      ['strip', '条', 'strip', 'полоса'],
      ['ton', '吨', 'ton', 'тонна'],
    ],
  },
  {
    code: 'currency',
    name: ['币种', 'Currencies', 'Валюты'],
    items: [
      ['CNY', '人民币', 'Chinese yuan', 'Китайский юань'],
      ['USD', '美元', 'US dollar', 'Доллар США'],
      ['RUB', '卢布', 'Russian rouble', 'Российский рубль'],
      ['EUR', '欧元', 'Euro', 'Евро'],
      ['KZT', '坚戈', 'Kazakhstani tenge', 'Казахстанский тенге'],
      ['HKD', '港币', 'Hong Kong dollar', 'Гонконгский доллар'],
    ],
  },
  {
    code: 'ownership_type',
    name: ['企业性质', 'Ownership types', 'Формы собственности'],
    items: [
      ['state', '国有企业', 'State-owned', 'Государственное'],
      ['collective', '集体企业', 'Collective', 'Коллективное'],
      ['private', '民营企业', 'Private', 'Частное'],
      ['joint_venture', '中外合资企业', 'Sino-foreign joint venture', 'Совместное предприятие'],
      ['foreign', '外商独资企业', 'Wholly foreign-owned', 'Иностранное'],
      ['individual', '个体工商户', 'Sole proprietor', 'Индивидуальный предприниматель'],
    ],
  },
  {
    code: 'contract_status',
    name: ['合同状态', 'Contract status', 'Статус контракта'],
    // The member service's CONTRACT_STATUSES, in their order.
    items: [
      ['draft', '草稿', 'Draft', 'Черновик'],
      ['submitted', '待审核', 'Under review', 'На проверке'],
      ['approved', '已审核', 'Approved', 'Одобрен'],
      ['rejected', '已驳回', 'Rejected', 'Отклонён'],
      ['executing', '执行中', 'In progress', 'Исполняется'],
      ['completed', '已完成', 'Completed', 'Исполнен'],
      ['terminated', '已终止', 'Terminated', 'Расторгнут'],
    ],
  },
  {
    code: 'declaration_status',
    name: ['申报状态', 'Declaration status', 'Статус декларации'],
    items: [
      ['pending', '待申报', 'Not declared', 'Не подана'],
      ['declared', '已申报', 'Declared', 'Подана'],
      ['accepted', '已受理', 'Accepted', 'Принята'],
      ['released', '已放行', 'Released', 'Выпущена'],
      ['failed', '申报失败', 'Failed', 'Ошибка'],
      ['returned', '已退单', 'Returned', 'Возвращена'],
    ],
  },
  {
    code: 'warehouse_structure',
    name: ['仓库结构', 'Warehouse structure', 'Конструкция склада'],
    // The customs service's WAREHOUSE_STRUCTURES.
    items: [
      ['steel', '钢结构', 'Steel structure', 'Стальная конструкция'],
      ['brick', '砖混结构', 'Brick and concrete', 'Кирпич и бетон'],
      ['frame', '框架结构', 'Frame structure', 'Каркасная конструкция'],
      ['open', '露天堆场', 'Open yard', 'Открытая площадка'],
    ],
  },
  {
    code: 'cargo_type',
    name: ['货物类型', 'Cargo types', 'Типы грузов'],
    // The customs service's WAREHOUSE_CARGO_TYPES.
    items: [
      ['general', '普通货物', 'General cargo', 'Генеральный груз'],
      ['bulk', '大宗散货', 'Bulk cargo', 'Навалочный груз'],
      ['cold', '冷藏货物', 'Refrigerated cargo', 'Рефрижераторный груз'],
      ['container', '集装箱', 'Containers', 'Контейнеры'],
      ['dangerous', '危险品', 'Dangerous goods', 'Опасные грузы'],
    ],
  },
  {
    code: 'shipping_method',
    name: ['运输方式', 'Shipping methods', 'Способы доставки'],
    items: [
      ['road', '公路运输', 'Road', 'Автомобильный'],
      ['rail', '铁路运输', 'Rail', 'Железнодорожный'],
      ['sea', '海运', 'Sea', 'Морской'],
      ['air', '空运', 'Air', 'Авиа'],
      ['multimodal', '多式联运', 'Multimodal', 'Мультимодальный'],
    ],
  },
  {
    code: 'audit_status',
    name: ['审核状态', 'Review status', 'Статус проверки'],
    items: [
      ['approved', '已通过', 'Approved', 'Одобрено'],
      ['pending', '待审核', 'Pending review', 'На проверке'],
      ['rejected', '已驳回', 'Rejected', 'Отклонено'],
    ],
  },
  {
    code: 'trade_direction',
    name: ['进出口类型', 'Trade direction', 'Направление торговли'],
    items: [
      ['import', '进口', 'Import', 'Импорт'],
      ['export', '出口', 'Export', 'Экспорт'],
    ],
  },
];

/**
 * The seed's revision: classes seeded or corrected since carry it. Revision 2 gave the
 * contract states, warehouse structures and cargo types the codes the services store.
 */
export const DICT_SEED_REVISION = 2;

interface Correction {
  /** Codes of the first seed and the codes that replace them. */
  renamed: Record<string, string>;
  /** Codes of the first seed the services never store: hidden, kept for any row that has one. */
  retired: string[];
}

/** What revision 2 corrects in a class seeded before it. */
export const DICT_CORRECTIONS: Record<string, Correction> = {
  contract_status: { renamed: { pending: 'submitted', filed: 'approved' }, retired: [] },
  warehouse_structure: { renamed: { concrete: 'frame', open_yard: 'open' }, retired: [] },
  cargo_type: { renamed: { cold_chain: 'cold' }, retired: ['ecommerce'] },
};

/**
 * Adds the default classes that are missing, each with its items. A class that exists is
 * left as the admins made it (items they deleted stay deleted), except once for the
 * corrections of a newer seed revision. Safe at every start, and on several replicas at
 * once: the unique indexes refuse a second copy, and one replica wins a correction.
 */
export async function seedDictionaries(models: DictModels): Promise<number> {
  await Promise.all([models.classes.init(), models.items.init()]);
  let added = 0;
  for (const [index, seed] of DEFAULT_DICTIONARIES.entries()) {
    if (await models.classes.exists({ class_code: seed.code })) {
      await correctClass(models, seed);
      continue;
    }
    try {
      await models.classes.create({
        class_code: seed.code,
        class_name: label(seed.name),
        show_order: (index + 1) * 10,
        seed_revision: DICT_SEED_REVISION,
      });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue; // another replica seeded it
      throw error;
    }
    await models.items.insertMany(
      seed.items.map(([code, ...names], order) => ({
        class_code: seed.code,
        dict_code: code,
        dict_value: label(names),
        show_order: (order + 1) * 10,
      })),
      { ordered: false },
    );
    added += 1;
  }
  return added;
}

/**
 * Brings a class seeded before this revision to the seed's codes, once: a first-seed code
 * becomes the code that replaces it (with the seed's labels), a retired code is hidden,
 * and a seeded code the class lacks is added; the seeded items take the seed's order.
 * Items the admins added are left alone.
 */
async function correctClass(models: DictModels, seed: SeedClass): Promise<void> {
  // The replica that moves the class to this revision applies the correction; any other skips.
  const claimed = await models.classes.updateOne(
    {
      class_code: seed.code,
      $or: [{ seed_revision: { $exists: false } }, { seed_revision: { $lt: DICT_SEED_REVISION } }],
    },
    { $set: { seed_revision: DICT_SEED_REVISION } },
  );
  if (claimed.modifiedCount === 0) return;
  const correction = DICT_CORRECTIONS[seed.code];
  if (!correction) return;
  const items = models.items;
  const existing = new Set(
    (await items.find({ class_code: seed.code }, { dict_code: 1 }).lean()).map((item) => item.dict_code),
  );
  for (const [from, to] of Object.entries(correction.renamed)) {
    if (!existing.has(from)) continue;
    if (existing.has(to)) {
      await items.updateOne({ class_code: seed.code, dict_code: from }, { $set: { status: 0 } });
      continue;
    }
    await items.updateOne({ class_code: seed.code, dict_code: from }, { $set: { dict_code: to } });
    existing.delete(from);
    existing.add(to);
  }
  if (correction.retired.length > 0)
    await items.updateMany(
      { class_code: seed.code, dict_code: { $in: correction.retired } },
      { $set: { status: 0 } },
    );
  for (const [order, [code, ...names]] of seed.items.entries()) {
    const renamedTo = Object.values(correction.renamed).includes(code);
    const fields = { dict_value: label(names), show_order: (order + 1) * 10 };
    if (existing.has(code))
      await items.updateOne(
        { class_code: seed.code, dict_code: code },
        { $set: renamedTo ? fields : { show_order: fields.show_order } },
      );
    else
      await items.updateOne(
        { class_code: seed.code, dict_code: code },
        { $setOnInsert: { class_code: seed.code, dict_code: code, status: 1, ...fields } },
        { upsert: true },
      );
  }
}
