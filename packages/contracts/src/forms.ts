import { CONSENT_REQUIRED } from './consultations';
import type { LocalisedText } from './i18n';

/**
 * §5 "Required-field messages": what a form field left out or blank is answered
 * with, by the server and by the web forms alike.
 */
export const REQUIRED_MESSAGES = {
  account: { 'zh-cn': '请输入账号', en: 'Please enter the account', ru: 'Введите учётную запись' },
  username: { 'zh-cn': '请输入用户名', en: 'Please enter the username', ru: 'Введите имя пользователя' },
  password: { 'zh-cn': '请输入密码', en: 'Please enter the password', ru: 'Введите пароль' },
  smsCode: { 'zh-cn': '请输入验证码', en: 'Please enter the SMS code', ru: 'Введите код из SMS' },
  productName: {
    'zh-cn': '请输入产品名称',
    en: 'Please enter the product name',
    ru: 'Введите название товара',
  },
  category: { 'zh-cn': '请选择分类', en: 'Please select the category', ru: 'Выберите категорию' },
  price: { 'zh-cn': '请输入价格', en: 'Please enter the price', ru: 'Введите цену' },
  quantity: { 'zh-cn': '请输入数量', en: 'Please enter the quantity', ru: 'Введите количество' },
  unit: { 'zh-cn': '请选择单位', en: 'Please select the unit', ru: 'Выберите единицу' },
  images: { 'zh-cn': '请上传图片', en: 'Please upload images', ru: 'Загрузите изображения' },
  contact: { 'zh-cn': '请输入联系人', en: 'Please enter the contact person', ru: 'Введите контактное лицо' },
  phone: { 'zh-cn': '请输入手机号码', en: 'Please enter the phone number', ru: 'Введите номер телефона' },
  email: { 'zh-cn': '请输入邮箱', en: 'Please enter the email', ru: 'Введите адрес электронной почты' },
  country: { 'zh-cn': '请选择国家', en: 'Please select the country', ru: 'Выберите страну' },
  companyName: {
    'zh-cn': '请输入公司名称',
    en: 'Please enter the company name',
    ru: 'Введите название компании',
  },
  remark: { 'zh-cn': '请输入备注', en: 'Please enter the remarks', ru: 'Введите примечание' },
  departurePort: {
    'zh-cn': '请输入起运港',
    en: 'Please enter the port of departure',
    ru: 'Введите порт отправления',
  },
  destinationPort: {
    'zh-cn': '请输入目的港',
    en: 'Please enter the port of destination',
    ru: 'Введите порт назначения',
  },
  name: { 'zh-cn': '请输入名称', en: 'Please enter the name', ru: 'Введите название' },
  consent: CONSENT_REQUIRED,
} as const satisfies Record<string, LocalisedText>;
