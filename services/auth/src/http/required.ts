import { REQUIRED_MESSAGES as SPEC } from '@trade/contracts';
import { requiredFields } from '@trade/service-kit';

/** The auth forms' fields and their §5 required-field messages. */
const { preHandler, error } = requiredFields({
  account: SPEC.account,
  username: SPEC.username,
  password: SPEC.password,
  code: SPEC.smsCode,
  contact: SPEC.contact,
  phone: SPEC.phone,
  email: SPEC.email,
  country: SPEC.country,
  companyName: SPEC.companyName,
  name: SPEC.name,
  title: SPEC.name,
  consent: SPEC.consent,
  realname: { 'zh-cn': '请输入姓名', en: 'Please enter the name', ru: 'Введите имя' },
  refreshToken: {
    'zh-cn': '登录已失效，请重新登录',
    en: 'Your session has ended, please sign in again',
    ru: 'Сеанс завершён, войдите снова',
  },
});

/** preHandler for routes registered with `attachValidation: true`. */
export const requiredFieldMessages = preHandler;
/** The error of a required field left out or blank, for checks made in code. */
export const requiredError = error;
