import { CHANNEL_KEYS, CHANNEL_PATH } from '@/features/customs/channel-keys';
import type { PageImporter } from './lazy-page';

/**
 * The one table of routes (design: style.md "One registry of routes as data"). The router,
 * the member side menu and the guard all read it.
 */
export type Access = 'public' | 'auth';
/** `public` picks the desktop or mobile portal layout by device. */
export type LayoutId = 'public' | 'member' | 'memberMobile' | 'admin';

export interface RouteEntry {
  path: string;
  /** i18n key of the page title, `namespace:key`. */
  title: string;
  /** i18n key of the title when the route's `:id` is 0 (a save page creating an item). */
  newTitle?: string;
  access: Access;
  layout: LayoutId;
  page: PageImporter;
  /** Mobile variant of a public page; public pages without one use the mobile placeholder. */
  mobilePage?: PageImporter;
  /** Desktop member side menu placement (§2 "Desktop member area"). */
  menu?: { group?: MemberMenuGroup; hidden?: boolean };
}

export type MemberMenuGroup = 'supply' | 'demand' | 'myTrans' | 'contract' | 'customs';

/** Side-menu groups in display order, with their title keys. */
export const MEMBER_MENU_GROUPS: ReadonlyArray<{ key: MemberMenuGroup; title: string }> = [
  { key: 'supply', title: 'member:menu.supply' },
  { key: 'demand', title: 'member:menu.demand' },
  { key: 'myTrans', title: 'member:menu.myTrans' },
  { key: 'contract', title: 'member:menu.contract' },
  { key: 'customs', title: 'customs:menu.group' },
];

const publicPlaceholder: PageImporter = () => import('@/app/routes/public/placeholder-page');
const mobilePlaceholder: PageImporter = () => import('@/app/routes/mobile/placeholder-page');
const memberPlaceholder: PageImporter = () => import('@/app/routes/member/placeholder-page');

const customsChannel: PageImporter = () => import('@/app/routes/member/customs-channel-page');

const contentPage: PageImporter = () => import('@/app/routes/public/content-route-page');

const supplierIndex: PageImporter = () => import('@/app/routes/public/supplier-page');
const supplierInfo: PageImporter = () => import('@/app/routes/public/supplier-info-page');

const loginPage: PageImporter = () => import('@/app/routes/public/login-page');
const mobileLoginPage: PageImporter = () => import('@/app/routes/mobile/login-page');
const registerPage: PageImporter = () => import('@/app/routes/public/register-page');
const mobileRegisterPage: PageImporter = () => import('@/app/routes/mobile/register-page');

const adminPage = (path: string, title: string, page: PageImporter, newTitle?: string): RouteEntry => ({
  path,
  title,
  newTitle,
  access: 'auth',
  layout: 'admin',
  page,
});

const pub = (
  path: string,
  title: string,
  page: PageImporter = publicPlaceholder,
  mobilePage?: PageImporter,
): RouteEntry => ({
  path,
  title,
  access: 'public',
  layout: 'public',
  page,
  mobilePage,
});

const mobileMember = (
  path: string,
  title: string,
  page: PageImporter = mobilePlaceholder,
  newTitle?: string,
): RouteEntry => ({
  path,
  title,
  newTitle,
  access: 'auth',
  layout: 'memberMobile',
  page,
});

const member = (
  path: string,
  title: string,
  menu: RouteEntry['menu'] = {},
  page: PageImporter = memberPlaceholder,
  newTitle?: string,
): RouteEntry => ({
  path,
  title,
  newTitle,
  access: 'auth',
  layout: 'member',
  page,
  menu,
});

export const ROUTES: readonly RouteEntry[] = [
  // §2 Public routes
  pub('/', 'portal:pages.home', () => import('@/app/routes/public/home-page')),
  pub(
    '/pages/home',
    'portal:pages.mobileHome',
    () => import('@/app/routes/public/home-page'),
    () => import('@/app/routes/mobile/home-page'),
  ),
  pub('/service', 'portal:pages.service', contentPage, contentPage),
  pub('/tgfw', 'portal:nav.tgfw', contentPage, contentPage),
  pub('/logistics', 'portal:nav.logistics', contentPage, contentPage),
  pub('/industrial', 'portal:nav.industrial', contentPage, contentPage),
  pub('/loan', 'portal:nav.loan', contentPage, contentPage),
  pub('/report', 'portal:nav.report', contentPage, contentPage),
  pub('/trade', 'portal:nav.trade', contentPage, contentPage),
  pub(
    '/article/list',
    'portal:nav.articles',
    () => import('@/app/routes/public/article-list-page'),
    () => import('@/app/routes/mobile/article-list-page'),
  ),
  pub(
    '/article/info',
    'portal:pages.articleInfo',
    () => import('@/app/routes/public/article-info-page'),
    () => import('@/app/routes/public/article-info-page'),
  ),
  pub('/about', 'portal:nav.about', contentPage, contentPage),
  // The promotion-service page and the legal pages every form's consent links to (§2 names no paths).
  pub('/promotion', 'portal:pages.promotion', contentPage, contentPage),
  pub('/privacy', 'portal:pages.privacy', contentPage, contentPage),
  pub('/terms', 'portal:pages.terms', contentPage, contentPage),
  pub(
    '/demand',
    'portal:nav.demand',
    () => import('@/app/routes/public/demand-page'),
    () => import('@/app/routes/mobile/demand-search-page'),
  ),
  // Public supply search (§2 names no path for it): keyword, category, country, price, quantity, sort.
  pub(
    '/supply',
    'portal:nav.supply',
    () => import('@/app/routes/public/supply-page'),
    () => import('@/app/routes/mobile/supply-search-page'),
  ),
  // §1 "a map of warehouses and logistics consulting" (§2 names no path for it).
  pub(
    '/map',
    'portal:pages.map',
    () => import('@/app/routes/public/map-page'),
    () => import('@/app/routes/mobile/map-page'),
  ),
  pub('/supplier', 'portal:pages.supplier', supplierIndex, () => import('@/app/routes/mobile/supplier-page')),
  // A supplier's page (§2 names no path for it): ?id= the member.
  pub(
    '/supplier/info',
    'portal:pages.supplier',
    supplierInfo,
    () => import('@/app/routes/mobile/supplier-info-page'),
  ),
  pub('/login', 'common:pages.login', loginPage, mobileLoginPage),
  pub('/login/login', 'common:pages.login', loginPage, mobileLoginPage),
  // A forgotten password, reset by SMS code (§2 names no path for it).
  pub(
    '/login/forgot',
    'common:pages.forgotPassword',
    () => import('@/app/routes/public/forgot-password-page'),
    () => import('@/app/routes/mobile/forgot-password-page'),
  ),
  pub('/reg', 'common:pages.register', registerPage, mobileRegisterPage),
  pub('/login/register', 'common:pages.register', registerPage, mobileRegisterPage),
  // A public supply, or a demand with ?kind=demand (§2 leaves the path open; mirrors /product/detail).
  pub(
    '/product/detail/:id',
    'portal:pages.productDetail',
    () => import('@/app/routes/public/product-detail-page'),
    () => import('@/app/routes/mobile/product-detail-page'),
  ),

  // §2 Mobile member routes
  mobileMember('/mobile/member', 'member:mobile.home', () => import('@/app/routes/mobile/member-home-page')),
  mobileMember(
    '/mobile/member/supply',
    'member:mobile.supply',
    () => import('@/app/routes/mobile/supply-page'),
  ),
  mobileMember(
    '/mobile/member/supply/save/:id',
    'member:mobile.supplySave',
    () => import('@/app/routes/mobile/supply-save-page'),
    'member:mobile.supplyNew',
  ),
  mobileMember(
    '/mobile/member/supply/inquiry/:id',
    'member:mobile.supplyInquiry',
    () => import('@/app/routes/mobile/supply-inquiry-page'),
  ),
  mobileMember(
    '/mobile/member/supply/info/:id',
    'member:mobile.supplyInfo',
    () => import('@/app/routes/mobile/supply-info-page'),
  ),
  mobileMember(
    '/mobile/transInfo/:id',
    'member:mobile.transInfo',
    () => import('@/app/routes/mobile/trans-info-page'),
  ),
  mobileMember(
    '/mobile/member/demand',
    'member:mobile.demand',
    () => import('@/app/routes/mobile/demand-page'),
  ),
  mobileMember(
    '/mobile/member/demand/save/:id',
    'member:mobile.demandSave',
    () => import('@/app/routes/mobile/demand-save-page'),
    'member:mobile.demandNew',
  ),
  mobileMember(
    '/mobile/member/demand/info/:id',
    'member:mobile.demandInfo',
    () => import('@/app/routes/mobile/demand-info-page'),
  ),
  mobileMember(
    '/mobile/member/demand/offer/:id',
    'member:mobile.demandOffer',
    () => import('@/app/routes/mobile/demand-offer-page'),
  ),
  mobileMember(
    '/mobile/member/inquiry',
    'member:mobile.inquiry',
    () => import('@/app/routes/mobile/inquiry-list-page'),
  ),
  mobileMember(
    '/mobile/member/offer',
    'member:mobile.offer',
    () => import('@/app/routes/mobile/offer-list-page'),
  ),
  mobileMember(
    '/mobile/member/companyContract',
    'member:mobile.companyContract',
    () => import('@/app/routes/mobile/company-contract-page'),
  ),
  mobileMember(
    '/mobile/member/memberContract',
    'member:mobile.memberContract',
    () => import('@/app/routes/mobile/member-contract-page'),
  ),
  mobileMember(
    '/mobile/member/memberContract/save/:id',
    'member:mobile.memberContractSave',
    () => import('@/app/routes/mobile/member-contract-save-page'),
    'member:mobile.memberContractNew',
  ),
  mobileMember(
    '/mobile/member/memberContract/info/:id',
    'member:mobile.memberContractInfo',
    () => import('@/app/routes/mobile/member-contract-info-page'),
  ),
  // Beyond §2: the company profile and the company filing on a phone (the desktop's
  // /companySystem/save and /home), linked from the mobile member home.
  mobileMember(
    '/mobile/member/company',
    'member:mobile.company',
    () => import('@/app/routes/mobile/company-profile-page'),
  ),
  mobileMember(
    '/mobile/member/record',
    'member:mobile.record',
    () => import('@/app/routes/mobile/company-filing-page'),
  ),
  // The customs declaration lists on a phone: the channel switcher and list, one document.
  mobileMember(
    '/mobile/member/customs',
    'customs:mobile.list',
    () => import('@/app/routes/mobile/customs-page'),
  ),
  mobileMember(
    '/mobile/member/customs/info/:id',
    'customs:mobile.info',
    () => import('@/app/routes/mobile/customs-info-page'),
  ),
  // The home dashboard's charts on a phone, linked from the mobile member home's figures.
  mobileMember(
    '/mobile/member/dashboard',
    'member:menu.reports',
    () => import('@/app/routes/mobile/trade-dashboard-page'),
  ),
  // Beyond §2: the notifications list the mobile member home links to.
  mobileMember(
    '/mobile/member/notice',
    'member:mobile.notice',
    () => import('@/app/routes/mobile/notice-page'),
  ),

  // §2 Desktop member area (side menu order as listed)
  member(
    '/companySystem/save',
    'member:menu.enterprise',
    {},
    () => import('@/app/routes/member/company-profile-page'),
  ),
  member('/home', 'member:menu.filing', {}, () => import('@/app/routes/member/company-filing-page')),
  // §2's home dashboard (no path named): the member's trade statistics as charts.
  member('/dashboard', 'member:menu.reports', {}, () => import('@/app/routes/member/trade-dashboard-page')),
  member(
    '/product/supply',
    'member:menu.supplyList',
    { group: 'supply' },
    () => import('@/app/routes/member/supply-page'),
  ),
  member(
    '/product/inquiry',
    'member:menu.supplyInquiry',
    { group: 'supply' },
    () => import('@/app/routes/member/inquiry-page'),
  ),
  member(
    '/product/demandList',
    'member:menu.demandList',
    { group: 'demand' },
    () => import('@/app/routes/member/demand-list-page'),
  ),
  member(
    '/product/quote',
    'member:menu.demandQuote',
    { group: 'demand' },
    () => import('@/app/routes/member/quote-page'),
  ),
  member(
    '/product/inquiryList',
    'member:menu.inquiryList',
    { group: 'myTrans' },
    () => import('@/app/routes/member/inquiry-list-page'),
  ),
  member(
    '/product/notice',
    'member:market.notice.title',
    { group: 'myTrans', hidden: true },
    () => import('@/app/routes/member/notice-page'),
  ),
  member(
    '/product/quotationList',
    'member:menu.quotationList',
    { group: 'myTrans' },
    () => import('@/app/routes/member/quotation-list-page'),
  ),
  member(
    '/memberContract/index',
    'member:menu.contractIndex',
    { group: 'contract' },
    () => import('@/app/routes/member/member-contract-page'),
  ),
  member(
    '/memberContract/trace',
    'member:menu.contractTrace',
    { group: 'contract' },
    () => import('@/app/routes/member/contract-trace-page'),
  ),
  member(
    '/memberContract/traceDetail',
    'member:menu.contractTraceDetail',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/contract-trace-detail-page'),
  ),
  // The member-contract and company-contract views §2 names without paths: save (0 adds
  // one), info, and the company contract's review.
  member(
    '/memberContract/save/:id',
    'member:menu.contractSave',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/member-contract-save-page'),
    'member:menu.contractNew',
  ),
  member(
    '/memberContract/info/:id',
    'member:menu.contractInfo',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/member-contract-info-page'),
  ),
  member(
    '/companyContract/index',
    'member:menu.companyContract',
    { group: 'contract' },
    () => import('@/app/routes/member/company-contract-page'),
  ),
  member(
    '/companyContract/save/:id',
    'member:menu.companyContractSave',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/company-contract-save-page'),
    'member:menu.companyContractNew',
  ),
  member(
    '/companyContract/info/:id',
    'member:menu.companyContractInfo',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/company-contract-info-page'),
  ),
  member(
    '/companyContract/review/:id',
    'member:menu.companyContractReview',
    { group: 'contract', hidden: true },
    () => import('@/app/routes/member/company-contract-review-page'),
  ),
  // §2 newChannel: the eight customs channel screens, one template (the channel is the
  // path's last part); the views travel as ?view=declaration|errorMessage|excel|detail|inquiry&id=.
  ...CHANNEL_KEYS.map((channel) =>
    member(CHANNEL_PATH(channel), `customs:channel.${channel}`, { group: 'customs' }, customsChannel),
  ),

  {
    path: '/file/library',
    title: 'member:menu.files',
    access: 'auth',
    layout: 'member',
    page: () => import('@/app/routes/member/file-library-page'),
    menu: {},
  },

  // Admin back office: /admin/<module>/<view>; its menu comes from the server.
  {
    path: '/admin',
    title: 'admin:pages.dashboard',
    access: 'auth',
    layout: 'admin',
    page: () => import('@/app/routes/admin/dashboard-page'),
  },
  // Identity and access screens (static paths outrank /admin/:module/:view).
  adminPage('/admin/sys/user', 'admin:sys.pages.user', () => import('@/app/routes/admin/sys-user-page')),
  adminPage('/admin/sys/role', 'admin:sys.pages.role', () => import('@/app/routes/admin/sys-role-page')),
  adminPage('/admin/sys/dept', 'admin:sys.pages.dept', () => import('@/app/routes/admin/sys-dept-page')),
  adminPage('/admin/sys/menu', 'admin:sys.pages.menu', () => import('@/app/routes/admin/sys-menu-page')),
  adminPage('/admin/sys/log', 'admin:sys.pages.log', () => import('@/app/routes/admin/sys-log-page')),
  adminPage('/admin/sys/nav', 'admin:sys.pages.nav', () => import('@/app/routes/admin/sys-nav-page')),
  adminPage(
    '/admin/sys/status',
    'admin:sys.pages.status',
    () => import('@/app/routes/admin/sys-status-page'),
  ),
  adminPage(
    '/admin/member/account',
    'admin:sys.pages.memberAccount',
    () => import('@/app/routes/admin/member-account-page'),
  ),
  // Company profile and company filing review (menus 企业信息审核, 企业备案审核).
  adminPage(
    '/admin/member/company',
    'admin:company.pages.company',
    () => import('@/app/routes/admin/member-company-page'),
  ),
  adminPage(
    '/admin/member/record',
    'admin:company.pages.record',
    () => import('@/app/routes/admin/member-record-page'),
  ),
  // Contract review (menu 合同审核): the party check's flags, approve or reject with a reason.
  adminPage(
    '/admin/member/contract',
    'admin:contract.pages.review',
    () => import('@/app/routes/admin/member-contract-page'),
  ),
  // System settings: dictionaries, configuration, guestbook, file library.
  adminPage('/admin/sys/dict', 'admin:settings.pages.dict', () => import('@/app/routes/admin/sys-dict-page')),
  adminPage(
    '/admin/sys/config',
    'admin:settings.pages.config',
    () => import('@/app/routes/admin/sys-config-page'),
  ),
  // The portal's content: articles, their categories and the content blocks.
  adminPage(
    '/admin/content/article',
    'admin:content.pages.article',
    () => import('@/app/routes/admin/content-article-page'),
  ),
  adminPage(
    '/admin/content/article-category',
    'admin:content.pages.articleCategory',
    () => import('@/app/routes/admin/content-article-category-page'),
  ),
  adminPage(
    '/admin/content/patch',
    'admin:content.pages.patch',
    () => import('@/app/routes/admin/content-patch-page'),
  ),
  // Customs: the documents no member's codes name, and reading a CEB message by hand.
  adminPage(
    '/admin/kj/unmatched',
    'admin:kj.pages.unmatched',
    () => import('@/app/routes/admin/kj-unmatched-page'),
  ),
  adminPage(
    '/admin/kj/message',
    'admin:kj.pages.message',
    () => import('@/app/routes/admin/kj-message-page'),
  ),
  adminPage('/admin/wms/warehouse', 'admin:wms.page', () => import('@/app/routes/admin/wms-warehouse-page')),
  adminPage(
    '/admin/content/guestbook',
    'admin:settings.pages.guestbook',
    () => import('@/app/routes/admin/guestbook-page'),
  ),
  adminPage(
    '/admin/file/library',
    'admin:settings.pages.files',
    () => import('@/app/routes/admin/file-library-page'),
  ),
  // Marketplace review (supply and demand, their inquiries and quotes).
  // Product catalogue: spu (with the save page, 0 adding one), recycle bin, brands, categories, attributes.
  adminPage(
    '/admin/product/spu',
    'admin:product.pages.spu',
    () => import('@/app/routes/admin/product-spu-page'),
  ),
  adminPage(
    '/admin/product/spu/:id',
    'admin:product.pages.spuEdit',
    () => import('@/app/routes/admin/product-spu-save-page'),
    'admin:product.pages.spuAdd',
  ),
  adminPage(
    '/admin/product/recycle',
    'admin:product.pages.recycle',
    () => import('@/app/routes/admin/product-recycle-page'),
  ),
  adminPage(
    '/admin/product/brand',
    'admin:product.pages.brand',
    () => import('@/app/routes/admin/product-brand-page'),
  ),
  adminPage(
    '/admin/product/category',
    'admin:product.pages.category',
    () => import('@/app/routes/admin/product-category-page'),
  ),
  adminPage(
    '/admin/product/attr',
    'admin:product.pages.attr',
    () => import('@/app/routes/admin/product-attr-page'),
  ),
  adminPage(
    '/admin/market/supply',
    'admin:market.pages.supply',
    () => import('@/app/routes/admin/market-supply-page'),
  ),
  adminPage(
    '/admin/market/demand',
    'admin:market.pages.demand',
    () => import('@/app/routes/admin/market-demand-page'),
  ),
  // Any other /admin/... path is the not-found page, like every unknown path.
];

/** Paths a visitor may open without a session. */
export const isPublicPath = (pathname: string): boolean =>
  ROUTES.some((r) => r.access === 'public' && r.path === pathname);
