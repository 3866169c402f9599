import { Types } from 'mongoose';
import type { LocalisedText } from '@trade/contracts';
import type { NavGroupModel } from './nav.model';

interface SeedItem {
  key: string;
  title: LocalisedText;
  url?: string;
  target?: '_self' | '_blank';
  children?: SeedItem[];
}

interface SeedGroup {
  key: string;
  code: string;
  name: LocalisedText;
  items: SeedItem[];
}

const t = (zh: string, en: string, ru: string): LocalisedText => ({ 'zh-cn': zh, en, ru });

/** The customs statistics site §1 links as "customs data". */
const CUSTOMS_DATA_URL = 'http://stats.customs.gov.cn/';

/**
 * §1: the portal's navigation and its footer's links. The footer's four service promises
 * are content blocks (catalog's `promise` group), not links.
 */
export const DEFAULT_NAVIGATION: SeedGroup[] = [
  {
    key: 'header',
    code: 'header',
    name: t('门户导航', 'Portal navigation', 'Навигация портала'),
    items: [
      { key: 'home', title: t('首页', 'Home', 'Главная'), url: '/' },
      { key: 'supply', title: t('供应大厅', 'Supply', 'Предложения'), url: '/supply' },
      { key: 'demand', title: t('智能匹配', 'Smart matching', 'Умный подбор'), url: '/demand' },
      {
        key: 'newChannel',
        title: t('新通道服务', 'New-channel services', 'Услуги нового канала'),
        children: [
          { key: 'tgfw', title: t('通关服务', 'Customs clearance', 'Таможенное оформление'), url: '/tgfw' },
          { key: 'warehouse', title: t('仓储服务', 'Warehousing', 'Складские услуги'), url: '/service?id=2' },
          { key: 'logistics', title: t('物流服务', 'Logistics', 'Логистика'), url: '/logistics' },
          {
            key: 'industrial',
            title: t('产业金融', 'Industry finance', 'Отраслевое финансирование'),
            url: '/industrial',
          },
          { key: 'loan', title: t('货运代理', 'Freight forwarding', 'Экспедирование грузов'), url: '/loan' },
        ],
      },
      {
        key: 'customsData',
        title: t('海关数据', 'Customs data', 'Таможенные данные'),
        url: CUSTOMS_DATA_URL,
        target: '_blank',
      },
      { key: 'report', title: t('可行性报告', 'Feasibility report', 'ТЭО'), url: '/report' },
      {
        key: 'trade',
        title: t('跨境易货贸易', 'Cross-border barter trade', 'Трансграничный бартер'),
        url: '/trade',
      },
      {
        key: 'articles',
        title: t('平台资讯', 'Platform information', 'Новости платформы'),
        url: '/article/list',
      },
      { key: 'about', title: t('关于我们', 'About us', 'О нас'), url: '/about' },
    ],
  },
  {
    key: 'footer',
    code: 'footer',
    name: t('页脚链接', 'Footer links', 'Ссылки в подвале'),
    items: [
      { key: 'about', title: t('关于我们', 'About us', 'О нас'), url: '/about' },
      {
        key: 'articles',
        title: t('平台资讯', 'Platform information', 'Новости платформы'),
        url: '/article/list',
      },
      {
        key: 'privacy',
        title: t('隐私政策', 'Privacy policy', 'Политика конфиденциальности'),
        url: '/privacy',
      },
      { key: 'terms', title: t('服务条款', 'Terms of service', 'Условия использования'), url: '/terms' },
    ],
  },
];

/**
 * Adds the default groups and items that are missing (by key), keeping whatever the
 * admins changed; a seeded group or item an admin deleted is not brought back. Safe at
 * every start. Answers how many groups it created.
 */
export async function seedNavigation(groups: NavGroupModel): Promise<number> {
  let created = 0;
  for (const [index, group] of DEFAULT_NAVIGATION.entries()) {
    if (await groups.exists({ key: group.key })) {
      if (group.key === 'footer') await replaceFirstFooter(groups, group);
      continue;
    }
    const items = seedItems(group.items);
    // An upsert by key: a replica that starts at the same moment finds it there.
    await groups
      .updateOne(
        { key: group.key },
        {
          $setOnInsert: {
            key: group.key,
            code: group.code,
            name: group.name,
            sort: (index + 1) * 10,
            status: 1,
            deleted: false,
            items,
          },
        },
        { upsert: true },
      )
      .exec();
    created += 1;
  }
  return created;
}

/** A group's seed items as stored: flat, each child naming its parent. */
function seedItems(list: SeedItem[]): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  const flatten = (level: SeedItem[], parentId: string | null) =>
    level.forEach((item, i) => {
      const id = new Types.ObjectId().toString();
      items.push({
        _id: id,
        key: item.key,
        parentId,
        title: item.title,
        url: item.url ?? '',
        target: item.target ?? '_self',
        sort: (i + 1) * 10,
      });
      if (item.children) flatten(item.children, id);
    });
  flatten(list, null);
  return items;
}

/** The keys of the footer group's first seed: the four promises as texts, without links. */
export const FIRST_FOOTER_KEYS = ['allWeather', 'fastResponse', 'customerFirst', 'security'];

/**
 * A footer group still holding only the first seed's promise texts (no item with a link,
 * none an admin added) takes the footer links; the promises live in content blocks. A
 * footer the admins made their own is left alone. Answers whether it replaced it.
 */
export async function replaceFirstFooter(groups: NavGroupModel, seed: SeedGroup): Promise<boolean> {
  const found = await groups.findOne({ key: seed.key }).lean().exec();
  const items = (found?.items ?? []) as Array<{ key?: string | null; url?: string | null }>;
  const first =
    items.length > 0 && items.every((item) => FIRST_FOOTER_KEYS.includes(item.key ?? '') && !item.url);
  if (!found || !first) return false;
  await groups
    .updateOne({ _id: found._id }, { $set: { name: seed.name, items: seedItems(seed.items) } })
    .exec();
  return true;
}
