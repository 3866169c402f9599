import { errorCatalogue } from '@trade/service-kit';

/** The customs service's error catalogue: stable ids, HTTP status, messages in the three languages. */
export const CUSTOMS_ERRORS = {
  /** An upload that is not a CEB message the platform reads. */
  CEB_MESSAGE_UNKNOWN: {
    status: 400,
    message: {
      'zh-cn': '无法识别的报文：{detail}',
      en: 'Not a CEB message the platform reads: {detail}',
      ru: 'Неизвестное сообщение CEB: {detail}',
    },
  },
  /** More business documents than one message may carry. */
  CEB_TOO_MANY_DOCUMENTS: {
    status: 400,
    message: {
      'zh-cn': '一个报文最多包含 {max} 个业务单证，此报文有 {count} 个',
      en: 'A message carries at most {max} business documents; this one has {count}',
      ru: 'Сообщение может содержать не более {max} документов, а в этом {count}',
    },
  },
  /** A declaration from the platform that its own schema check refused. */
  CEB_DECLARATION_INVALID: {
    status: 400,
    message: {
      'zh-cn': '申报数据不符合海关报文规范：{detail}',
      en: 'The declaration does not meet the customs message schema: {detail}',
      ru: 'Декларация не соответствует схеме таможенного сообщения: {detail}',
    },
  },
  /** Declaring needs the member's company profile with its customs code. */
  CEB_COMPANY_REQUIRED: {
    status: 409,
    message: {
      'zh-cn': '请先完善并通过审核企业信息（含海关注册编码），再进行申报',
      en: 'Your company profile, with its customs registration code, must be approved before you declare',
      ru: 'Перед подачей декларации профиль компании с таможенным кодом должен быть одобрен',
    },
  },
  /** Signing a declaration needs a key and certificate in the configuration. */
  CEB_SIGNING_UNAVAILABLE: {
    status: 503,
    message: {
      'zh-cn': '申报签名证书未配置，暂不能申报',
      en: 'No signing certificate is configured: declaring is not possible yet',
      ru: 'Сертификат подписи не настроен: подать декларацию пока нельзя',
    },
  },
} as const;

export const failCustoms = errorCatalogue(CUSTOMS_ERRORS);
