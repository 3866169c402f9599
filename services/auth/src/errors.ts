import { CONTACT_ERRORS } from '@trade/contracts';
import { errorCatalogue } from '@trade/service-kit';

/**
 * The auth service's error catalogue: stable ids, HTTP status, and the message in
 * the three interface languages. Sign-in failures never say whether the account
 * or phone exists.
 */
export const AUTH_ERRORS = {
  ...CONTACT_ERRORS,
  LOGIN_FAILED: {
    status: 400,
    message: {
      'zh-cn': '账号或密码错误',
      en: 'Wrong account or password',
      ru: 'Неверный логин или пароль',
    },
  },
  LOGIN_THROTTLED: {
    status: 429,
    message: {
      'zh-cn': '登录失败次数过多，请 {minutes} 分钟后再试',
      en: 'Too many failed sign-ins, try again in {minutes} min',
      ru: 'Слишком много неудачных попыток входа, повторите через {minutes} мин',
    },
  },
  ACCOUNT_DISABLED: {
    status: 403,
    message: {
      'zh-cn': '账号已停用，请联系管理员',
      en: 'This account is disabled, please contact the administrator',
      ru: 'Учётная запись отключена, обратитесь к администратору',
    },
  },
  SMS_RESEND_TOO_SOON: {
    status: 429,
    message: {
      'zh-cn': '验证码发送过于频繁，请 {seconds} 秒后再试',
      en: 'A code was sent recently, try again in {seconds} s',
      ru: 'Код уже отправлен, повторите через {seconds} с',
    },
  },
  SMS_LIMIT_REACHED: {
    status: 429,
    message: {
      'zh-cn': '今日验证码发送次数已达上限，请稍后再试',
      en: 'Too many SMS codes requested, please try again later',
      ru: 'Превышен лимит SMS-кодов, повторите позже',
    },
  },
  PASSWORD_LENGTH: {
    status: 400,
    message: {
      'zh-cn': '密码长度必须为{min}-{max}个字符',
      en: 'Password must be {min}-{max} characters',
      ru: 'Пароль должен содержать от {min} до {max} символов',
    },
  },
  PASSWORD_WEAK: {
    status: 400,
    message: {
      'zh-cn': '密码必须包含字母、数字和符号中的至少两种',
      en: 'Password must contain at least two of letters, numbers and symbols',
      ru: 'Пароль должен содержать как минимум два вида символов: буквы, цифры, знаки',
    },
  },
  ACCOUNT_FORMAT: {
    status: 400,
    message: {
      'zh-cn': '账号须为4-30位字母、数字、下划线或点',
      en: 'The account must be 4-30 letters, digits, underscores or dots',
      ru: 'Учётная запись: 4-30 латинских букв, цифр, подчёркиваний или точек',
    },
  },
  ACCOUNT_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '该账号已被注册',
      en: 'This account name is already taken',
      ru: 'Это имя учётной записи уже занято',
    },
  },
  PHONE_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '该手机号已被注册',
      en: 'This phone number is already registered',
      ru: 'Этот номер телефона уже зарегистрирован',
    },
  },
  PHONE_NOT_REGISTERED: {
    status: 400,
    message: {
      'zh-cn': '该手机号尚未注册，请先注册',
      en: 'This phone number is not registered yet, please register first',
      ru: 'Этот номер ещё не зарегистрирован, пожалуйста, зарегистрируйтесь',
    },
  },
  REFRESH_INVALID: {
    status: 401,
    message: {
      'zh-cn': '登录已失效，请重新登录',
      en: 'Your session has ended, please sign in again',
      ru: 'Сеанс завершён, войдите снова',
    },
  },
  NAME_TAKEN: {
    status: 409,
    message: { 'zh-cn': '名称已存在', en: 'This name already exists', ru: 'Такое имя уже существует' },
  },
  HAS_CHILDREN: {
    status: 409,
    message: {
      'zh-cn': '请先删除下级节点',
      en: 'Delete the child entries first',
      ru: 'Сначала удалите дочерние элементы',
    },
  },
  DEPT_IN_USE: {
    status: 409,
    message: {
      'zh-cn': '该部门下还有用户，不能删除',
      en: 'This department still has users',
      ru: 'В этом отделе ещё есть пользователи',
    },
  },
  PARENT_INVALID: {
    status: 400,
    message: {
      'zh-cn': '上级节点无效',
      en: 'Invalid parent entry',
      ru: 'Недопустимый родительский элемент',
    },
  },
  SELF_PROTECTED: {
    status: 409,
    message: {
      'zh-cn': '不能停用或删除当前登录账号及超级管理员',
      en: 'You cannot disable or delete yourself or the super administrator',
      ru: 'Нельзя отключить или удалить себя или главного администратора',
    },
  },
  CODE_TAKEN: {
    status: 409,
    message: { 'zh-cn': '编码已存在', en: 'This code already exists', ru: 'Такой код уже существует' },
  },
  DICT_CLASS_MISSING: {
    status: 400,
    message: {
      'zh-cn': '字典分类不存在',
      en: 'No such dictionary class',
      ru: 'Такого класса справочника нет',
    },
  },
  CONFIG_VALUE_INVALID: {
    status: 400,
    message: {
      'zh-cn': '配置项 {key} 的值无效：{reason}',
      en: 'Invalid value for setting {key}: {reason}',
      ru: 'Недопустимое значение настройки {key}: {reason}',
    },
  },
  REGISTRATION_CLOSED: {
    status: 403,
    message: {
      'zh-cn': '暂停注册，请稍后再试',
      en: 'Registration is closed at the moment',
      ru: 'Регистрация временно закрыта',
    },
  },
} as const;

/** Raises an auth error (or a platform-wide one) by id. */
export const authFail = errorCatalogue(AUTH_ERRORS);
