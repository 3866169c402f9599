import type { FastifyRequest } from 'fastify';
import type { LocalisedText } from '@trade/contracts';
import { AppError } from '@trade/service-kit';

/** The part of a validator error this module reads. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** §5 "Required-field messages": what a missing or blank field is answered with. */
export const REQUIRED_MESSAGES: Record<string, LocalisedText> = {
  account: { 'zh-cn': '请输入账号', en: 'Please enter the account', ru: 'Введите учётную запись' },
  username: { 'zh-cn': '请输入用户名', en: 'Please enter the username', ru: 'Введите имя пользователя' },
  password: { 'zh-cn': '请输入密码', en: 'Please enter the password', ru: 'Введите пароль' },
  code: { 'zh-cn': '请输入验证码', en: 'Please enter the SMS code', ru: 'Введите код из SMS' },
  contact: {
    'zh-cn': '请输入联系人',
    en: 'Please enter the contact person',
    ru: 'Введите контактное лицо',
  },
  phone: { 'zh-cn': '请输入手机号码', en: 'Please enter the phone number', ru: 'Введите номер телефона' },
  email: { 'zh-cn': '请输入邮箱', en: 'Please enter the email', ru: 'Введите адрес электронной почты' },
  country: { 'zh-cn': '请选择国家', en: 'Please select the country', ru: 'Выберите страну' },
  companyName: {
    'zh-cn': '请输入公司名称',
    en: 'Please enter the company name',
    ru: 'Введите название компании',
  },
  name: { 'zh-cn': '请输入名称', en: 'Please enter the name', ru: 'Введите название' },
  title: { 'zh-cn': '请输入名称', en: 'Please enter the name', ru: 'Введите название' },
  realname: { 'zh-cn': '请输入姓名', en: 'Please enter the name', ru: 'Введите имя' },
  refreshToken: {
    'zh-cn': '登录已失效，请重新登录',
    en: 'Your session has ended, please sign in again',
    ru: 'Сеанс завершён, войдите снова',
  },
};

/** The error of a required field left out or blank, in the catalogue's shape. */
export function requiredError(field: string, request: FastifyRequest): AppError {
  const message = REQUIRED_MESSAGES[field]!;
  return new AppError('FIELD_REQUIRED', { status: 400, message }, {}, [
    { field, message: message[request.lang] },
  ]);
}

/**
 * preHandler for routes registered with `attachValidation: true`: a missing or
 * blank field the spec has a message for is answered with that message; any
 * other schema failure goes to the kit's handler as usual.
 */
export async function requiredFieldMessages(request: FastifyRequest): Promise<void> {
  const error = request.validationError as (Error & { validation?: SchemaError[] }) | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  if (first) {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    const blank =
      first.keyword === 'minLength' && (first.params as { limit?: number }).limit === 1
        ? first.instancePath.replace(/^\//, '')
        : undefined;
    const field = first.keyword === 'required' && first.instancePath === '' ? missing : blank;
    if (field && REQUIRED_MESSAGES[field]) throw requiredError(field, request);
  }
  throw error;
}
