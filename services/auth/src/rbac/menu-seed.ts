import { PERMISSIONS as P, type LocalisedText } from '@trade/contracts';
import type { RbacModels } from './rbac.models';

interface SeedMenu {
  key: string;
  title: LocalisedText;
  type: 'dir' | 'menu';
  path: string;
  icon?: string;
  perms?: string[];
  children?: SeedMenu[];
}

const t = (zh: string, en: string, ru: string): LocalisedText => ({ 'zh-cn': zh, en, ru });
const crud = (base: string, actions: string[]) => actions.map((a) => `${base}/${a}`);

const DICT_PERMS = [
  ...crud('sys/dictItem', ['page', 'select', 'info', 'add', 'edit', 'changeStatus', 'showOrder', 'del']),
  ...crud('sys/dictClass', ['list', 'info', 'add', 'edit', 'del']),
];
const CONFIG_PERMS = crud('sys/config', ['list', 'add', 'edit', 'batch', 'sort', 'del', 'refresh']);
const ARTICLE_PERMS = crud('article/article', ['page', 'info', 'add', 'edit', 'del', 'changeStatus']);
const ARTICLE_CATEGORY_PERMS = crud('article/category', ['tree', 'info', 'add', 'edit', 'del']);
const PATCH_PERMS = crud('patch/item', ['page', 'info', 'add', 'edit', 'del']);
const WAREHOUSE_PERMS = crud('wms/warehouse', ['page', 'info', 'add', 'edit', 'del', 'changeStatus']);

/** The default back-office menu tree (issue #4); admin paths are `/admin/<module>/<view>`. */
export const DEFAULT_MENUS: SeedMenu[] = [
  {
    key: 'system',
    title: t('系统管理', 'System', 'Система'),
    type: 'dir',
    path: '/admin/sys',
    icon: 'setting',
    children: [
      {
        key: 'system.user',
        title: t('用户管理', 'Users', 'Пользователи'),
        type: 'menu',
        path: '/admin/sys/user',
        perms: crud('sys/user', ['page', 'add', 'edit', 'changeStatus', 'del']),
      },
      {
        key: 'system.role',
        title: t('角色管理', 'Roles', 'Роли'),
        type: 'menu',
        path: '/admin/sys/role',
        perms: crud('sys/role', ['page', 'add', 'edit', 'changeStatus', 'auth', 'del']),
      },
      {
        key: 'system.dept',
        title: t('部门管理', 'Departments', 'Отделы'),
        type: 'menu',
        path: '/admin/sys/dept',
        perms: crud('sys/dept', ['tree', 'add', 'edit', 'del', 'refresh']),
      },
      {
        key: 'system.menu',
        title: t('菜单管理', 'Menus', 'Меню'),
        type: 'menu',
        path: '/admin/sys/menu',
        perms: crud('sys/menu', ['tree', 'apis', 'add', 'edit', 'del', 'refresh']),
      },
      {
        key: 'system.log',
        title: t('操作日志', 'Audit log', 'Журнал аудита'),
        type: 'menu',
        path: '/admin/sys/log',
        perms: [P.auditLogList],
      },
      {
        key: 'system.dict',
        title: t('数据字典', 'Dictionaries', 'Справочники'),
        type: 'menu',
        path: '/admin/sys/dict',
        perms: [...DICT_PERMS],
      },
      {
        key: 'system.config',
        title: t('系统配置', 'Configuration', 'Настройки'),
        type: 'menu',
        path: '/admin/sys/config',
        perms: [...CONFIG_PERMS],
      },
      {
        key: 'system.nav',
        title: t('自定义导航', 'Custom navigation', 'Навигация портала'),
        type: 'menu',
        path: '/admin/sys/nav',
        perms: [
          ...crud('sys/customNavGroup', ['list', 'info', 'add', 'edit', 'del']),
          ...crud('sys/customNav', ['list', 'tree', 'info', 'add', 'edit', 'del']),
        ],
      },
      {
        key: 'system.status',
        title: t('系统状态', 'System status', 'Состояние системы'),
        type: 'menu',
        path: '/admin/sys/status',
        perms: [P.systemAppList, P.systemTasksList, P.systemTableList],
      },
      {
        key: 'system.memberAccount',
        title: t('会员账号', 'Member accounts', 'Участники'),
        type: 'menu',
        path: '/admin/member/account',
        perms: [P.memberAccountPage, P.memberAccountChangeStatus],
      },
    ],
  },
  {
    key: 'files',
    title: t('文件管理', 'Files', 'Файлы'),
    type: 'menu',
    path: '/admin/file/library',
    icon: 'folder',
    perms: [P.sysFilePage],
  },
  {
    key: 'product',
    title: t('商品管理', 'Products', 'Товары'),
    type: 'dir',
    path: '/admin/product',
    icon: 'shopping',
    children: [
      {
        key: 'product.spu',
        title: t('商品列表', 'Products', 'Список товаров'),
        type: 'menu',
        path: '/admin/product/spu',
        perms: [
          P.productSpuPage,
          P.productSpuInfo,
          P.productSpuAdd,
          P.productSpuEdit,
          P.productSpuDel,
          P.productSpuChangeStatus,
          P.productAttrPage,
          P.productBrandPage,
          P.productCategoryTree,
        ],
      },
      {
        key: 'product.recycle',
        title: t('回收站', 'Recycle bin', 'Корзина'),
        type: 'menu',
        path: '/admin/product/recycle',
        perms: [P.productSpuRecyclePage, P.productSpuRecycleRestore, P.productSpuRecycleDel],
      },
      {
        key: 'product.brand',
        title: t('品牌', 'Brands', 'Бренды'),
        type: 'menu',
        path: '/admin/product/brand',
        perms: [
          P.productBrandPage,
          P.productBrandInfo,
          P.productBrandAdd,
          P.productBrandEdit,
          P.productBrandDel,
        ],
      },
      {
        key: 'product.category',
        title: t('分类', 'Categories', 'Категории'),
        type: 'menu',
        path: '/admin/product/category',
        perms: [
          P.productCategoryList,
          P.productCategoryTree,
          P.productCategorySelect,
          P.productCategoryRefresh,
          P.productCategoryInfo,
          P.productCategoryAdd,
          P.productCategoryEdit,
          P.productCategoryDel,
        ],
      },
      {
        key: 'product.attr',
        title: t('属性', 'Attributes', 'Атрибуты'),
        type: 'menu',
        path: '/admin/product/attr',
        perms: [
          P.productAttrPage,
          P.productAttrInfo,
          P.productAttrAdd,
          P.productAttrEdit,
          P.productAttrDel,
          P.productAttrChangeStatus,
          P.productCategoryTree,
        ],
      },
    ],
  },
  {
    key: 'market',
    title: t('供需市场', 'Marketplace', 'Рынок'),
    type: 'dir',
    path: '/admin/market',
    icon: 'shop',
    children: [
      {
        key: 'market.supply',
        title: t('供应管理', 'Supply', 'Предложения'),
        type: 'menu',
        path: '/admin/market/supply',
        perms: [
          P.marketSupplyPage,
          P.marketSupplyInfo,
          P.marketSupplyAudit,
          P.marketSupplyChangeStatus,
          P.marketSupplyInquiryList,
          P.marketSupplySave,
        ],
      },
      {
        key: 'market.demand',
        title: t('需求管理', 'Demand', 'Спрос'),
        type: 'menu',
        path: '/admin/market/demand',
        perms: [
          P.marketDemandPage,
          P.marketDemandInfo,
          P.marketDemandAudit,
          P.marketDemandChangeStatus,
          P.marketDemandQuoteList,
          P.marketDemandSave,
          P.marketDemandQuote,
        ],
      },
    ],
  },
  {
    key: 'article',
    title: t('文章管理', 'Articles', 'Статьи'),
    type: 'menu',
    path: '/admin/content/article',
    icon: 'read',
    perms: [...ARTICLE_PERMS, P.articleCategoryTree],
  },
  {
    key: 'article.category',
    title: t('文章分类', 'Article categories', 'Категории статей'),
    type: 'menu',
    path: '/admin/content/article-category',
    icon: 'folder',
    perms: ARTICLE_CATEGORY_PERMS,
  },
  {
    key: 'patch',
    title: t('内容块', 'Content blocks', 'Блоки контента'),
    type: 'menu',
    path: '/admin/content/patch',
    icon: 'layout',
    perms: PATCH_PERMS,
  },
  {
    key: 'wms.warehouse',
    title: t('仓库管理', 'Warehouses', 'Склады'),
    type: 'menu',
    path: '/admin/wms/warehouse',
    icon: 'environment',
    perms: WAREHOUSE_PERMS,
  },
  {
    key: 'kj',
    title: t('跨境通关', 'Customs', 'Таможня'),
    type: 'dir',
    path: '/admin/kj',
    icon: 'audit',
    children: [
      {
        key: 'kj.unmatched',
        title: t('未匹配单证', 'Unmatched documents', 'Документы без участника'),
        type: 'menu',
        path: '/admin/kj/unmatched',
        perms: [P.kjUnmatchedPage, P.kjUnmatchedInfo],
      },
      {
        key: 'kj.message',
        title: t('报文导入', 'Message upload', 'Загрузка сообщений'),
        type: 'menu',
        path: '/admin/kj/message',
        perms: [P.kjMessageUpload, P.kjMessagePage],
      },
    ],
  },
  {
    key: 'member',
    title: t('企业管理', 'Companies', 'Компании'),
    type: 'dir',
    path: '/admin/member',
    icon: 'bank',
    children: [
      {
        key: 'member.company',
        title: t('企业信息审核', 'Company profiles', 'Профили компаний'),
        type: 'menu',
        path: '/admin/member/company',
        perms: [P.memberCompanyPage, P.memberCompanyInfo, P.memberCompanyReview],
      },
      {
        key: 'member.record',
        title: t('企业备案审核', 'Company filings', 'Регистрация компаний'),
        type: 'menu',
        path: '/admin/member/record',
        perms: [P.memberRecordPage, P.memberRecordInfo, P.memberRecordReview],
      },
      {
        key: 'member.contract',
        title: t('合同审核', 'Contract review', 'Проверка договоров'),
        type: 'menu',
        path: '/admin/member/contract',
        perms: [P.memberContractPage, P.memberContractInfo, P.memberContractReview],
      },
    ],
  },
  {
    key: 'guestbook',
    title: t('留言管理', 'Guestbook', 'Гостевая книга'),
    type: 'menu',
    path: '/admin/content/guestbook',
    icon: 'message',
    perms: [P.guestbookPage, P.guestbookDel, P.guestbookChangeStatus],
  },
];

/** The API endpoint behind a permission string: `sys/user/page` → `POST /admin/sys.user/page`. */
export function apiOf(perm: string): string {
  if (perm === P.auditLogList) return 'GET /system/log/list';
  if (perm.startsWith('system/')) return `GET /${perm}`;
  if (perm.startsWith('admin/')) return `POST /${perm}`;
  // The marketplace review is served by the catalog under /admin/product.supply|demand.
  if (perm.startsWith('market/')) {
    const [, kind, action] = perm.split('/');
    return `POST /admin/product.${kind}/${action}`;
  }
  const [module, resource, action] = perm.split('/');
  return `POST /admin/${module}.${resource}/${action}`;
}

/**
 * Seed perms added to menus after their first release. A menu seeded before `seededPerms`
 * was recorded counts as having been offered its seed perms without these, so it gains
 * exactly these once.
 */
const ADDED_AFTER_FIRST_SEED = new Set<string>([
  P.marketSupplyInfo,
  P.marketSupplyAudit,
  P.marketSupplyChangeStatus,
  P.marketSupplyInquiryList,
  P.marketDemandInfo,
  P.marketDemandAudit,
  P.marketDemandChangeStatus,
  P.marketDemandQuoteList,
  P.marketSupplySave,
  P.marketDemandSave,
  P.marketDemandQuote,
  ...DICT_PERMS,
  ...CONFIG_PERMS.filter((perm) => perm !== P.sysConfigList),
  ...ARTICLE_PERMS.filter((perm) => perm !== P.articlePage),
  P.articleCategoryTree,
]);

interface SeededMenu {
  perms: string[];
  apis: string[];
  seededPerms?: string[] | null;
}

/**
 * What a seeded menu gains when the seed offers perms it never offered it before: those
 * perms (and their APIs) join the menu once. A perm an admin removed after it was offered
 * stays removed, and perms an admin added stay. Null when nothing changes.
 */
export function seedPermsUpdate(seedPerms: readonly string[], menu: SeededMenu): Required<SeededMenu> | null {
  const offered = menu.seededPerms ?? seedPerms.filter((p) => !ADDED_AFTER_FIRST_SEED.has(p));
  const fresh = seedPerms.filter((p) => !offered.includes(p) && !menu.perms.includes(p));
  const seededPerms = [...new Set([...offered, ...seedPerms])];
  if (!fresh.length && menu.seededPerms && seededPerms.length === menu.seededPerms.length) return null;
  const apis = fresh.map(apiOf).filter((api) => !menu.apis.includes(api));
  return { perms: [...menu.perms, ...fresh], apis: [...menu.apis, ...apis], seededPerms };
}

/**
 * Seeded titles a later seed shortened, by menu key: a menu still titled as first seeded
 * takes the new title; one an admin renamed keeps its name.
 */
export const RETITLED: Record<string, { lang: keyof LocalisedText; from: string }> = {
  // Too long for the side menu in Russian.
  'system.memberAccount': { lang: 'ru', from: 'Учётные записи участников' },
};

/**
 * Adds the default menus that are missing (by key) and the seed perms new to existing
 * ones, keeping whatever the admins changed. Safe to run at every start and from
 * /admin/sys.menu/refresh. Answers how many menus it added or gave new perms.
 */
export async function seedMenus(models: RbacModels): Promise<number> {
  let changed = 0;
  const walk = async (items: SeedMenu[], parentId: string | null) => {
    for (const [index, item] of items.entries()) {
      const perms = item.perms ?? [];
      const found = await models.menus.findOne({ key: item.key }).lean();
      let id: string;
      if (found) {
        id = String(found._id);
        const retitled = RETITLED[item.key];
        if (retitled && found.title?.[retitled.lang] === retitled.from)
          await models.menus.updateOne(
            { _id: found._id, [`title.${retitled.lang}`]: retitled.from },
            { $set: { [`title.${retitled.lang}`]: item.title[retitled.lang] } },
          );
        const update = seedPermsUpdate(perms, found);
        if (update) {
          await models.menus.updateOne({ _id: found._id }, { $set: update });
          if (update.perms.length > found.perms.length) changed += 1;
        }
      } else {
        const created = await models.menus.create({
          key: item.key,
          parentId,
          title: item.title,
          type: item.type,
          path: item.path,
          icon: item.icon ?? '',
          perms,
          apis: perms.map(apiOf),
          seededPerms: perms,
          sort: (index + 1) * 10,
        });
        id = String(created._id);
        changed += 1;
      }
      if (item.children) await walk(item.children, id);
    }
  };
  await walk(DEFAULT_MENUS, null);
  return changed;
}
