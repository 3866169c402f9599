/** The portal's languages as the API names them (`lang` header). */
export type PageLanguage = 'zh-cn' | 'en' | 'ru';
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['zh-cn', 'en', 'ru'];
/** The `<html lang>` of each. */
export const HTML_LANG: Record<PageLanguage, string> = { 'zh-cn': 'zh-CN', en: 'en', ru: 'ru' };

type TextKey =
  | 'siteName'
  | 'siteDescription'
  | 'heroTitle'
  | 'latestSupply'
  | 'latestDemand'
  | 'articles'
  | 'services'
  | 'supply'
  | 'demand'
  | 'supplier'
  | 'supplierLead'
  | 'productDetail'
  | 'about'
  | 'previous'
  | 'next'
  | 'supplies'
  | 'noResults';

/**
 * The few fixed words of the server-rendered pages (the web app's i18n texts say the same;
 * the gateway cannot import them). Everything else on a page is content from the services.
 */
const TEXTS: Record<PageLanguage, Record<TextKey, string>> = {
  'zh-cn': {
    siteName: '跨境贸易平台',
    siteDescription:
      '面向中国企业的跨境 B2B 贸易与支付平台：供需发布、询价报价、合同备案、海关申报与物流仓储服务。',
    heroTitle: '连接全球买家与卖家的跨境贸易与支付平台',
    latestSupply: '最新供应',
    latestDemand: '最新需求',
    articles: '平台资讯',
    services: '新通道服务',
    supply: '供应大厅',
    demand: '智能匹配',
    supplier: '供应商',
    supplierLead: '在平台发布供应的企业，最近有发布的排在前面；可按公司名称、产品或品类查找。',
    productDetail: '产品详情',
    about: '关于我们',
    previous: '上一篇',
    next: '下一篇',
    supplies: '条供应',
    noResults: '暂无数据',
  },
  en: {
    siteName: 'Cross-border Trade Platform',
    siteDescription:
      'A cross-border B2B trade and payment platform for Chinese companies: supply and demand, inquiries and quotes, contract filing, customs declarations, logistics and warehousing.',
    heroTitle: 'The cross-border trade and payment platform connecting buyers and sellers worldwide',
    latestSupply: 'Latest supply',
    latestDemand: 'Latest demand',
    articles: 'Platform information',
    services: 'New-channel services',
    supply: 'Supply',
    demand: 'Smart matching',
    supplier: 'Suppliers',
    supplierLead:
      'Companies that offer supplies on the platform, the most recently active first. Find one by company name, product or category.',
    productDetail: 'Product details',
    about: 'About us',
    previous: 'Previous',
    next: 'Next',
    supplies: 'supplies',
    noResults: 'Nothing here yet',
  },
  ru: {
    siteName: 'Платформа трансграничной торговли',
    siteDescription:
      'Трансграничная B2B-платформа торговли и платежей для китайских компаний: предложения и спрос, запросы и котировки, регистрация контрактов, таможня, логистика и склады.',
    heroTitle:
      'Платформа трансграничной торговли и платежей, объединяющая покупателей и продавцов по всему миру',
    latestSupply: 'Новые предложения',
    latestDemand: 'Новый спрос',
    articles: 'Новости платформы',
    services: 'Услуги нового канала',
    supply: 'Предложения',
    demand: 'Умный подбор',
    supplier: 'Поставщики',
    supplierLead:
      'Компании, предлагающие товары на платформе, — первыми недавно активные. Ищите по названию компании, товару или категории.',
    productDetail: 'Карточка товара',
    about: 'О нас',
    previous: 'Предыдущая',
    next: 'Следующая',
    supplies: 'предложений',
    noResults: 'Пока пусто',
  },
};

export type PageTexts = Record<TextKey, string>;
export const textsOf = (lang: PageLanguage): PageTexts => TEXTS[lang];

/**
 * The page's language: `?lang=` when a link names one, else the `lang` cookie the web app
 * sets beside its stored choice, else Chinese (the portal's default, and what a crawler
 * reads). Not Accept-Language: the app does not follow it, and the server-rendered page
 * must be in the language the app then shows.
 */
export function pageLanguage(query: string | undefined, cookie: string | undefined): PageLanguage {
  const asked = /(?:^|&)lang=(zh-cn|en|ru)(?:&|$)/i.exec(query ?? '')?.[1];
  const stored = /(?:^|;\s*)lang=(zh-cn|en|ru)(?:;|$)/i.exec(cookie ?? '')?.[1];
  return ((asked ?? stored)?.toLowerCase() as PageLanguage | undefined) ?? 'zh-cn';
}
