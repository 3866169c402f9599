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
  /** A contract needs the filing member's company profile: its own party is the profile. */
  COMPANY_PROFILE_REQUIRED: {
    status: 409,
    message: {
      'zh-cn': '请先完善企业信息，再备案合同',
      en: 'Please fill in the company profile before filing a contract',
      ru: 'Сначала заполните профиль компании, затем регистрируйте договор',
    },
  },
  CONTRACT_NUMBER_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '合同编号已存在',
      en: 'You already have a contract with this number',
      ru: 'Договор с таким номером уже существует',
    },
  },
  /** The counterparty named is the filing member's own company. */
  PARTY_SELF: {
    status: 400,
    message: {
      'zh-cn': '合同双方不能是同一企业',
      en: 'The buyer and the seller cannot be the same company',
      ru: 'Покупатель и продавец не могут быть одной компанией',
    },
  },
  PARTY_NAME_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请输入合同对方的企业名称',
      en: 'Please enter the other party’s company name',
      ru: 'Укажите название другой стороны договора',
    },
  },
  SERVICE_TYPE_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请选择服务类型',
      en: 'Please select the service type',
      ru: 'Выберите вид услуги',
    },
  },
  LINES_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请至少填写一行货物明细',
      en: 'Please enter at least one goods line',
      ru: 'Укажите хотя бы одну товарную позицию',
    },
  },
  QUANTITY_FORMAT: {
    status: 400,
    message: {
      'zh-cn': '数量应为数字，最多 3 位小数',
      en: 'The quantity must be a number with at most 3 decimals',
      ru: 'Количество должно быть числом не более чем с 3 знаками после запятой',
    },
  },
  QUANTITY_ZERO: {
    status: 400,
    message: {
      'zh-cn': '数量应大于 0',
      en: 'The quantity must be greater than 0',
      ru: 'Количество должно быть больше 0',
    },
  },
  PRICE_FORMAT: {
    status: 400,
    message: {
      'zh-cn': '单价应为数字，最多 4 位小数',
      en: 'The unit price must be a number with at most 4 decimals',
      ru: 'Цена за единицу должна быть числом не более чем с 4 знаками после запятой',
    },
  },
  AMOUNT_TOO_LARGE: {
    status: 400,
    message: {
      'zh-cn': '金额超出上限',
      en: 'The amount is too large',
      ru: 'Сумма слишком велика',
    },
  },
  /** An attachment that is not a live file of the caller's library. */
  ATTACHMENT_UNKNOWN: {
    status: 400,
    message: {
      'zh-cn': '附件不是您文件库中的文件',
      en: 'An attachment is not a file of your library',
      ru: 'Вложение не является файлом вашей библиотеки',
    },
  },
  /** Edits, deletions and status moves are the filing member's. */
  CONTRACT_FILER_ONLY: {
    status: 403,
    message: {
      'zh-cn': '只有备案方可以修改、删除合同或变更合同状态',
      en: 'Only the member that filed the contract may change, delete it or move its status',
      ru: 'Изменять, удалять договор и менять его статус может только участник, который его зарегистрировал',
    },
  },
  CONTRACT_NOT_EDITABLE: {
    status: 409,
    message: {
      'zh-cn': '只有草稿或被驳回的合同可以修改或删除',
      en: 'Only a draft or a rejected contract can be changed or deleted',
      ru: 'Изменить или удалить можно только черновик или отклонённый договор',
    },
  },
  CONTRACT_STATUS_NOT_ALLOWED: {
    status: 409,
    message: {
      'zh-cn': '合同当前状态（{from}）不能变更为 {to}',
      en: 'A contract that is {from} cannot become {to}',
      ru: 'Договор в статусе {from} нельзя перевести в статус {to}',
    },
  },
  /** Somebody else changed the contract between the read and the write. */
  CONTRACT_CHANGED: {
    status: 409,
    message: {
      'zh-cn': '合同已被修改，请刷新后重试',
      en: 'The contract was changed meanwhile: please reload it and try again',
      ru: 'Договор был изменён: обновите страницу и повторите',
    },
  },
  DELIVERY_REQUIRED: {
    status: 409,
    message: {
      'zh-cn': '请先登记“已交付”节点，再完成合同',
      en: 'Record the delivered milestone before completing the contract',
      ru: 'Отметьте этап «доставлено», прежде чем завершить договор',
    },
  },
  TERMINATE_REASON_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请输入终止原因',
      en: 'Please enter the reason for termination',
      ru: 'Укажите причину расторжения',
    },
  },
  NOT_EXECUTING: {
    status: 409,
    message: {
      'zh-cn': '合同执行中才能登记执行节点',
      en: 'Milestones can be recorded only while the contract is executing',
      ru: 'Этапы можно отмечать только во время исполнения договора',
    },
  },
  MILESTONE_ORDER: {
    status: 409,
    message: {
      'zh-cn': '执行节点不能重复或倒退',
      en: 'A milestone cannot be recorded twice or after a later one',
      ru: 'Этап нельзя отметить повторно или после более позднего этапа',
    },
  },
  MILESTONE_DATE: {
    status: 400,
    message: {
      'zh-cn': '节点日期不能早于上一节点',
      en: 'The date cannot be before the previous milestone’s',
      ru: 'Дата не может быть раньше даты предыдущего этапа',
    },
  },
  /** No accepted quotation of the caller's (as buyer or seller) with this id, or not yet known here. */
  QUOTE_NOT_FOUND: {
    status: 404,
    message: {
      'zh-cn': '未找到您已接受的该报价（如刚刚接受，请稍后再试）',
      en: 'No accepted quotation of yours has this id (if it was just accepted, try again in a moment)',
      ru: 'Принятое предложение с таким номером не найдено (если оно только что принято, повторите позже)',
    },
  },
  /** `/home/report/groupQuery` asked for a dimension `group` does not list. */
  REPORT_DIMENSION_UNKNOWN: {
    status: 400,
    message: {
      'zh-cn': '不支持的统计维度，可选：{dimensions}',
      en: 'Unknown report dimension; choose one of: {dimensions}',
      ru: 'Неизвестный разрез отчёта; выберите один из: {dimensions}',
    },
  },
} as const;

export type MemberErrorId = keyof typeof MEMBER_ERRORS;

/** Raises a member error (or a platform-wide one) by id. */
export const memberFail = errorCatalogue(MEMBER_ERRORS);

/** A refusal of one field: 400 naming it, its message in the request language (as a schema failure reads). */
export function fieldRefused(
  id: MemberErrorId,
  field: string,
  lang: Lang,
  params: Record<string, string> = {},
) {
  return memberFail(id, params, [{ field, message: format(MEMBER_ERRORS[id].message[lang], params) }]);
}
