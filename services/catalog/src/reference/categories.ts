import type { LocalisedText } from '@trade/contracts';

export interface Category {
  id: string;
  /** The group a category belongs to; categories of one group count as related when matching. */
  group: string;
  name: LocalisedText;
}

const c = (id: string, group: string, zh: string, en: string, ru: string): Category => ({
  id,
  group,
  name: { 'zh-cn': zh, en, ru },
});

/**
 * Marketplace categories (two levels: group → category). Fixed reference data until the
 * product-category admin lands; ids are stable and stored on supply and demand.
 */
export const CATEGORIES: readonly Category[] = [
  c('grain', 'agri', '粮油', 'Grain and oil', 'Зерно и масло'),
  c('fruit', 'agri', '水果蔬菜', 'Fruit and vegetables', 'Фрукты и овощи'),
  c('seafood', 'agri', '水产海鲜', 'Seafood', 'Морепродукты'),
  c('meat', 'agri', '肉类', 'Meat', 'Мясо'),
  c('timber', 'materials', '木材', 'Timber', 'Лесоматериалы'),
  c('building', 'materials', '建材', 'Building materials', 'Стройматериалы'),
  c('metal', 'materials', '钢材金属', 'Steel and metals', 'Металлы'),
  c('coal', 'energy', '煤炭', 'Coal', 'Уголь'),
  c('oil', 'energy', '石油燃料', 'Oil and fuel', 'Нефть и топливо'),
  c('chemical', 'energy', '化工', 'Chemicals', 'Химия'),
  c('fertilizer', 'energy', '化肥', 'Fertilizer', 'Удобрения'),
  c('machinery', 'industry', '机械设备', 'Machinery', 'Оборудование'),
  c('vehicle', 'industry', '汽车配件', 'Vehicles and parts', 'Автомобили и запчасти'),
  c('electronics', 'industry', '电子电器', 'Electronics', 'Электроника'),
  c('textile', 'consumer', '纺织服装', 'Textiles and apparel', 'Текстиль и одежда'),
  c('food', 'consumer', '食品饮料', 'Food and drink', 'Продукты и напитки'),
  c('daily', 'consumer', '日用百货', 'Household goods', 'Товары для дома'),
  c('other', 'other', '其他', 'Other', 'Другое'),
];

export const CATEGORY_GROUPS: Record<string, LocalisedText> = {
  agri: { 'zh-cn': '农产品', en: 'Agriculture', ru: 'Сельское хозяйство' },
  materials: { 'zh-cn': '原材料', en: 'Raw materials', ru: 'Сырьё' },
  energy: { 'zh-cn': '能源化工', en: 'Energy and chemicals', ru: 'Энергетика и химия' },
  industry: { 'zh-cn': '工业品', en: 'Industrial goods', ru: 'Промышленные товары' },
  consumer: { 'zh-cn': '消费品', en: 'Consumer goods', ru: 'Потребительские товары' },
  other: { 'zh-cn': '其他', en: 'Other', ru: 'Другое' },
};

const byId = new Map(CATEGORIES.map((category) => [category.id, category]));

export const categoryById = (id: string) => byId.get(id);

/** 1 for the same category, 0.5 for one of the same group, otherwise 0. */
export function categoryAffinity(a: string, b: string): number {
  if (a === b) return 1;
  const ga = byId.get(a)?.group;
  return ga !== undefined && ga !== 'other' && ga === byId.get(b)?.group ? 0.5 : 0;
}
