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
    items: [
      ['draft', '草稿', 'Draft', 'Черновик'],
      ['pending', '待审核', 'Pending review', 'На проверке'],
      ['filed', '已备案', 'Filed', 'Зарегистрирован'],
      ['executing', '执行中', 'In progress', 'Исполняется'],
      ['completed', '已完成', 'Completed', 'Исполнен'],
      ['rejected', '已驳回', 'Rejected', 'Отклонён'],
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
    items: [
      ['steel', '钢结构', 'Steel frame', 'Металлоконструкция'],
      ['brick', '砖混结构', 'Brick and concrete', 'Кирпич и бетон'],
      ['concrete', '框架结构', 'Concrete frame', 'Железобетонный каркас'],
      ['open_yard', '露天堆场', 'Open yard', 'Открытая площадка'],
    ],
  },
  {
    code: 'cargo_type',
    name: ['货物类型', 'Cargo types', 'Типы грузов'],
    items: [
      ['general', '普通货物', 'General cargo', 'Генеральный груз'],
      ['cold_chain', '冷链货物', 'Cold chain', 'Холодовая цепь'],
      ['dangerous', '危险品', 'Dangerous goods', 'Опасные грузы'],
      ['bulk', '大宗散货', 'Bulk cargo', 'Навалочный груз'],
      ['ecommerce', '跨境电商货物', 'Cross-border e-commerce', 'Трансграничная электронная торговля'],
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
 * Adds the default classes that are missing, each with its items. A class that exists is
 * left as the admins made it (items they deleted stay deleted). Safe at every start,
 * and on several replicas at once: the unique indexes refuse a second copy.
 */
export async function seedDictionaries(models: DictModels): Promise<number> {
  await Promise.all([models.classes.init(), models.items.init()]);
  let added = 0;
  for (const [index, seed] of DEFAULT_DICTIONARIES.entries()) {
    if (await models.classes.exists({ class_code: seed.code })) continue;
    try {
      await models.classes.create({
        class_code: seed.code,
        class_name: label(seed.name),
        show_order: (index + 1) * 10,
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
