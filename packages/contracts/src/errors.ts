import type { LocalisedText } from './i18n';

/** A failure every service may answer with: HTTP status plus a localised message. */
export interface ErrorDefinition {
  status: number;
  message: LocalisedText;
}

/**
 * The platform-wide error catalogue. Services add their own entries of the same
 * shape; the id is stable and goes to clients in `data.errorId`.
 */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    message: {
      'zh-cn': '参数错误：{detail}',
      en: 'Invalid request: {detail}',
      ru: 'Неверный запрос: {detail}',
    },
  },
  BAD_REQUEST: {
    status: 400,
    message: { 'zh-cn': '请求格式错误', en: 'Malformed request', ru: 'Неверный формат запроса' },
  },
  UNAUTHENTICATED: {
    status: 401,
    message: {
      'zh-cn': '未登录，请先登录',
      en: 'Not logged in, please login first',
      ru: 'Вы не вошли в систему, пожалуйста, войдите',
    },
  },
  FORBIDDEN: {
    status: 403,
    message: { 'zh-cn': '无权限访问', en: 'Access denied', ru: 'Доступ запрещён' },
  },
  NOT_FOUND: {
    status: 404,
    message: { 'zh-cn': '记录不存在', en: 'Record not found', ru: 'Запись не найдена' },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: {
      'zh-cn': '接口不存在：{path}',
      en: 'No such endpoint: {path}',
      ru: 'Нет такого адреса: {path}',
    },
  },
  CONFLICT: {
    status: 409,
    message: { 'zh-cn': '数据已存在', en: 'Already exists', ru: 'Уже существует' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: { 'zh-cn': '请求内容过大', en: 'Request body too large', ru: 'Слишком большой запрос' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: { 'zh-cn': '不支持的内容类型', en: 'Unsupported media type', ru: 'Неподдерживаемый тип данных' },
  },
  RATE_LIMITED: {
    status: 429,
    message: {
      'zh-cn': '请求过于频繁，请 {seconds} 秒后再试',
      en: 'Too many requests, try again in {seconds} s',
      ru: 'Слишком много запросов, повторите через {seconds} с',
    },
  },
  INTERNAL: {
    status: 500,
    message: { 'zh-cn': '服务器发生错误', en: 'Server error', ru: 'Ошибка сервера' },
  },
  BAD_GATEWAY: {
    status: 502,
    message: { 'zh-cn': '上游服务错误', en: 'Upstream service error', ru: 'Ошибка вышестоящего сервиса' },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: { 'zh-cn': '服务暂不可用', en: 'Service unavailable', ru: 'Сервис недоступен' },
  },
  /** A backing server (database, cache, object store, broker) or a service is down for now. */
  TRY_AGAIN_LATER: {
    status: 503,
    message: {
      'zh-cn': '服务暂时不可用，请稍后再试',
      en: 'Service temporarily unavailable, please try again later',
      ru: 'Сервис временно недоступен, повторите попытку позже',
    },
  },
  UPSTREAM_TIMEOUT: {
    status: 504,
    message: {
      'zh-cn': '上游服务响应超时',
      en: 'Upstream service timed out',
      ru: 'Вышестоящий сервис не ответил вовремя',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type CommonErrorId = keyof typeof COMMON_ERRORS;

/**
 * A form's phone, the SMS code that proves it, and its e-mail address: auth answers with
 * these on sign-in and registration, notify on the consultation forms.
 */
export const CONTACT_ERRORS = {
  SMS_CODE_WRONG: {
    status: 400,
    message: { 'zh-cn': '验证码错误', en: 'Wrong SMS code', ru: 'Неверный код из SMS' },
  },
  SMS_CODE_EXPIRED: {
    status: 400,
    message: {
      'zh-cn': '验证码已过期，请重新获取',
      en: 'The SMS code has expired, please request a new one',
      ru: 'Срок действия кода истёк, запросите новый',
    },
  },
  SMS_CODE_USED: {
    status: 400,
    message: {
      'zh-cn': '验证码已使用，请重新获取',
      en: 'The SMS code has already been used, please request a new one',
      ru: 'Код уже использован, запросите новый',
    },
  },
  PHONE_INVALID: {
    status: 400,
    message: {
      'zh-cn': '请输入正确的手机号码',
      en: 'Please enter a valid phone number',
      ru: 'Введите правильный номер телефона',
    },
  },
  EMAIL_INVALID: {
    status: 400,
    message: {
      'zh-cn': '请输入正确的邮箱地址',
      en: 'Please enter a valid email address',
      ru: 'Введите правильный адрес электронной почты',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
export type ContactErrorId = keyof typeof CONTACT_ERRORS;

/** The success message of the envelope (§8 "Success"). */
export const SUCCESS_MESSAGE: LocalisedText = {
  'zh-cn': '操作成功',
  en: 'Operation successful',
  ru: 'Операция выполнена',
};
