import type { LocalisedText } from '@trade/contracts';

/** Countries a product or an inquiry may name (ISO 3166-1 alpha-2). */
export const COUNTRIES: Record<string, LocalisedText> = {
  CN: { 'zh-cn': '中国', en: 'China', ru: 'Китай' },
  RU: { 'zh-cn': '俄罗斯', en: 'Russia', ru: 'Россия' },
  KZ: { 'zh-cn': '哈萨克斯坦', en: 'Kazakhstan', ru: 'Казахстан' },
  MN: { 'zh-cn': '蒙古', en: 'Mongolia', ru: 'Монголия' },
  BY: { 'zh-cn': '白俄罗斯', en: 'Belarus', ru: 'Беларусь' },
  UZ: { 'zh-cn': '乌兹别克斯坦', en: 'Uzbekistan', ru: 'Узбекистан' },
  KG: { 'zh-cn': '吉尔吉斯斯坦', en: 'Kyrgyzstan', ru: 'Киргизия' },
  KR: { 'zh-cn': '韩国', en: 'South Korea', ru: 'Южная Корея' },
  JP: { 'zh-cn': '日本', en: 'Japan', ru: 'Япония' },
  VN: { 'zh-cn': '越南', en: 'Vietnam', ru: 'Вьетнам' },
  TH: { 'zh-cn': '泰国', en: 'Thailand', ru: 'Таиланд' },
  IN: { 'zh-cn': '印度', en: 'India', ru: 'Индия' },
  TR: { 'zh-cn': '土耳其', en: 'Turkey', ru: 'Турция' },
  AE: { 'zh-cn': '阿联酋', en: 'UAE', ru: 'ОАЭ' },
  DE: { 'zh-cn': '德国', en: 'Germany', ru: 'Германия' },
  FR: { 'zh-cn': '法国', en: 'France', ru: 'Франция' },
  GB: { 'zh-cn': '英国', en: 'United Kingdom', ru: 'Великобритания' },
  US: { 'zh-cn': '美国', en: 'United States', ru: 'США' },
  BR: { 'zh-cn': '巴西', en: 'Brazil', ru: 'Бразилия' },
  AU: { 'zh-cn': '澳大利亚', en: 'Australia', ru: 'Австралия' },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES);
