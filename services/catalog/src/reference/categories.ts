import type { LocalisedText } from '@trade/contracts';
import { CategoryTree, type CategoryNode } from './category-tree';

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
 * The marketplace's first categories (two levels: group → category), seeded into the
 * database on the first start; ids are stable and stored on supply and demand.
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

/**
 * The tree of the first start: the groups as roots and the categories below them, with the
 * ids supply and demand already store. The back office edits it from then on.
 */
export function seedCategoryRows(): CategoryNode[] {
  const roots = Object.entries(CATEGORY_GROUPS).map(([id, name], i) => ({
    id,
    parentId: null,
    name,
    sortOrder: (i + 1) * 10,
  }));
  const leaves = CATEGORIES.map((category, i) => ({
    id: category.id,
    parentId: category.group,
    name: category.name,
    sortOrder: (i + 1) * 10,
  }));
  return [...roots, ...leaves];
}

/**
 * The tree this process serves. One per process: every catalog replica loads it from the
 * database at start and again on each `trade.category` event, so all replicas follow the
 * back office within the event's delivery time. Until the first load it is the seed tree.
 */
let current = new CategoryTree(seedCategoryRows());

/** Replaces the tree this process serves (after a load from the database). */
export function useCategoryTree(tree: CategoryTree): void {
  current = tree;
}

export const categoryTree = (): CategoryTree => current;

export const categoryById = (id: string) => current.get(id);

/** The top-level category of `id`: categories under one root count as related when matching. */
export const categoryGroup = (id: string) => current.rootOf(id)?.id;

/** The root that stands for "other": its categories relate to nothing else. */
const OTHER = 'other';

/** 1 for the same category, 0.5 for one under the same top-level category, otherwise 0. */
export function categoryAffinity(a: string, b: string): number {
  if (a === b) return 1;
  const ga = categoryGroup(a);
  return ga !== undefined && ga !== OTHER && ga !== a && ga === categoryGroup(b) ? 0.5 : 0;
}
