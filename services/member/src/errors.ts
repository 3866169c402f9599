import { format, type Lang } from '@trade/contracts';
import { errorCatalogue } from '@trade/service-kit';

/** The member service's error catalogue: stable ids, HTTP status, messages in the three languages. */
export const MEMBER_ERRORS = {
  /** A credit code that is not 18 characters of the GB 32100-2015 alphabet. */
  CREDIT_CODE_FORMAT: {
    status: 400,
    message: {
      'zh-cn': '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
      en: 'The unified social credit code must be 18 digits or capital letters (without I, O, S, V, Z)',
      ru: 'Единый код социального кредита должен состоять из 18 цифр или заглавных букв (без I, O, S, V, Z)',
    },
  },
  /** A credit code whose 18th character is not the GB 32100-2015 check character of the first 17. */
  CREDIT_CODE_CHECK: {
    status: 400,
    message: {
      'zh-cn': '统一社会信用代码校验位错误，请核对后重新输入',
      en: 'The check character of the unified social credit code is wrong: please check the code',
      ru: 'Неверный контрольный символ единого кода социального кредита: проверьте код',
    },
  },
  CUSTOMS_CODE_FORMAT: {
    status: 400,
    message: {
      'zh-cn': '海关注册编码应为 10 位数字或大写字母',
      en: 'The customs registration code must be 10 digits or capital letters',
      ru: 'Таможенный регистрационный код должен состоять из 10 цифр или заглавных букв',
    },
  },
  /** Another member's profile names this credit code already. */
  CREDIT_CODE_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '该统一社会信用代码已被其他会员使用',
      en: 'Another member has already registered this unified social credit code',
      ru: 'Этот единый код социального кредита уже указан другим участником',
    },
  },
  PROFILE_EXISTS: {
    status: 409,
    message: {
      'zh-cn': '企业信息已存在，请修改保存',
      en: 'The company profile exists already: edit and save it',
      ru: 'Профиль компании уже существует: измените и сохраните его',
    },
  },
  /** A filing needs the company profile first. */
  PROFILE_REQUIRED: {
    status: 409,
    message: {
      'zh-cn': '请先完善企业信息，再进行企业备案',
      en: 'Please fill in the company profile before filing the company',
      ru: 'Сначала заполните профиль компании, затем подайте регистрацию',
    },
  },
  OWNERSHIP_TYPE_UNKNOWN: {
    status: 400,
    message: {
      'zh-cn': '请选择有效的企业性质',
      en: 'Please select a valid ownership type',
      ru: 'Выберите допустимую форму собственности',
    },
  },
  REASON_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请输入驳回原因',
      en: 'Please enter the reason for rejection',
      ru: 'Укажите причину отклонения',
    },
  },
  REGISTRY_NOT_FOUND: {
    status: 404,
    message: {
      'zh-cn': '未查询到该企业的工商登记信息',
      en: 'The company registry has no company with this code or name',
      ru: 'В реестре компаний нет компании с таким кодом или названием',
    },
  },
  /** The registry timed out, failed or is rate limiting, after the retries. */
  REGISTRY_UNAVAILABLE: {
    status: 503,
    message: {
      'zh-cn': '企业工商信息查询服务暂时不可用，请稍后再试',
      en: 'The company registry lookup is temporarily unavailable, please try again later',
      ru: 'Поиск в реестре компаний временно недоступен, повторите попытку позже',
    },
  },
  /** The registry refused the call (account, balance, permission…); the reason is the registry's. */
  REGISTRY_REFUSED: {
    status: 502,
    message: {
      'zh-cn': '企业工商信息查询失败：{reason}',
      en: 'The company registry refused the lookup: {reason}',
      ru: 'Реестр компаний отклонил запрос: {reason}',
    },
  },
  REGISTRY_NOT_CONFIGURED: {
    status: 503,
    message: {
      'zh-cn': '未配置企业工商信息查询服务',
      en: 'No company registry lookup is configured',
      ru: 'Поиск в реестре компаний не настроен',
    },
  },
} as const;

export type MemberErrorId = keyof typeof MEMBER_ERRORS;

/** Raises a member error (or a platform-wide one) by id. */
export const memberFail = errorCatalogue(MEMBER_ERRORS);

/** A refusal of one field: 400 naming it, its message in the request language (as a schema failure reads). */
export function fieldRefused(
  id:
    | 'CREDIT_CODE_FORMAT'
    | 'CREDIT_CODE_CHECK'
    | 'CREDIT_CODE_TAKEN'
    | 'CUSTOMS_CODE_FORMAT'
    | 'OWNERSHIP_TYPE_UNKNOWN'
    | 'REASON_REQUIRED',
  field: string,
  lang: Lang,
) {
  return memberFail(id, {}, [{ field, message: format(MEMBER_ERRORS[id].message[lang]) }]);
}
