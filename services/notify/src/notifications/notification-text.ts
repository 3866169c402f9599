import { format, type Lang, type LocalisedText } from '@trade/contracts';
import type { NotificationKind } from './notification.model';

/** Titles and bodies of the notifications and e-mails, in the three interface languages. */
export const NOTIFICATION_TEXT: Record<NotificationKind, { title: LocalisedText; body: LocalisedText }> = {
  'inquiry.created': {
    title: { 'zh-cn': '收到新的询价', en: 'New inquiry', ru: 'Новый запрос' },
    body: {
      'zh-cn': '{company} 对您的供应产品「{product}」询价，数量 {quantity} {unit}。',
      en: '{company} sent an inquiry on your supply "{product}": {quantity} {unit}.',
      ru: '{company} запрашивает ваш товар «{product}»: {quantity} {unit}.',
    },
  },
  'quote.created': {
    title: { 'zh-cn': '收到新的报价', en: 'New quotation', ru: 'Новое предложение' },
    body: {
      'zh-cn': '{company} 对您的需求「{product}」报价：{quantity} × {unitPrice} {currency}。',
      en: '{company} quoted on your demand "{product}": {quantity} × {unitPrice} {currency}.',
      ru: '{company} предлагает по вашему запросу «{product}»: {quantity} × {unitPrice} {currency}.',
    },
  },
  'inquiry.replied': {
    title: { 'zh-cn': '询价已回复', en: 'Inquiry answered', ru: 'Ответ на запрос' },
    body: {
      'zh-cn': '您对「{product}」的询价已收到回复：{reply}',
      en: 'Your inquiry on "{product}" was answered: {reply}',
      ru: 'На ваш запрос по «{product}» получен ответ: {reply}',
    },
  },
  'quote.accepted': {
    title: { 'zh-cn': '报价已被接受', en: 'Quotation accepted', ru: 'Предложение принято' },
    body: {
      'zh-cn': '您对需求「{product}」的报价已被接受：{quantity} × {unitPrice} {currency}。',
      en: 'Your quotation on the demand "{product}" was accepted: {quantity} × {unitPrice} {currency}.',
      ru: 'Ваше предложение по запросу «{product}» принято: {quantity} × {unitPrice} {currency}.',
    },
  },
  'quote.declined': {
    title: { 'zh-cn': '报价未被接受', en: 'Quotation declined', ru: 'Предложение отклонено' },
    body: {
      'zh-cn': '您对需求「{product}」的报价未被接受。',
      en: 'Your quotation on the demand "{product}" was declined.',
      ru: 'Ваше предложение по запросу «{product}» отклонено.',
    },
  },
  'supply.approved': {
    title: { 'zh-cn': '供应产品审核通过', en: 'Supply approved', ru: 'Предложение одобрено' },
    body: {
      'zh-cn': '您的供应产品「{product}」已审核通过并上架。',
      en: 'Your supply "{product}" was approved and is now listed.',
      ru: 'Ваш товар «{product}» одобрен и опубликован.',
    },
  },
  'supply.rejected': {
    title: { 'zh-cn': '供应产品审核未通过', en: 'Supply rejected', ru: 'Предложение отклонено' },
    body: {
      'zh-cn': '您的供应产品「{product}」审核未通过：{reason}',
      en: 'Your supply "{product}" was rejected: {reason}',
      ru: 'Ваш товар «{product}» отклонён: {reason}',
    },
  },
  'demand.approved': {
    title: { 'zh-cn': '需求审核通过', en: 'Demand approved', ru: 'Запрос одобрен' },
    body: {
      'zh-cn': '您的需求「{product}」已审核通过并发布。',
      en: 'Your demand "{product}" was approved and is now listed.',
      ru: 'Ваш запрос «{product}» одобрен и опубликован.',
    },
  },
  'demand.rejected': {
    title: { 'zh-cn': '需求审核未通过', en: 'Demand rejected', ru: 'Запрос отклонён' },
    body: {
      'zh-cn': '您的需求「{product}」审核未通过：{reason}',
      en: 'Your demand "{product}" was rejected: {reason}',
      ru: 'Ваш запрос «{product}» отклонён: {reason}',
    },
  },
  'contract.milestone': {
    title: { 'zh-cn': '合同执行进度更新', en: 'Contract progress', ru: 'Исполнение договора' },
    body: {
      'zh-cn': '合同「{title}」（{number}）：{company} 登记了执行节点「{milestone}」，日期 {date}。',
      en: 'Contract "{title}" ({number}): {company} recorded the milestone "{milestone}" on {date}.',
      ru: 'Договор «{title}» ({number}): {company} отметила этап «{milestone}», дата {date}.',
    },
  },
  'contract.approved': {
    title: { 'zh-cn': '合同审核通过', en: 'Contract approved', ru: 'Договор одобрен' },
    body: {
      'zh-cn': '您备案的合同「{title}」（{number}）已审核通过，可以开始执行。',
      en: 'Your contract "{title}" ({number}) was approved and can now be executed.',
      ru: 'Ваш договор «{title}» ({number}) одобрен, можно приступать к исполнению.',
    },
  },
  'contract.rejected': {
    title: { 'zh-cn': '合同审核未通过', en: 'Contract rejected', ru: 'Договор отклонён' },
    body: {
      'zh-cn': '您备案的合同「{title}」（{number}）审核未通过：{reason}',
      en: 'Your contract "{title}" ({number}) was rejected: {reason}',
      ru: 'Ваш договор «{title}» ({number}) отклонён: {reason}',
    },
  },
  'contract.party-mismatch': {
    title: {
      'zh-cn': '合同主体信息不一致',
      en: 'Contract party does not match the registry',
      ru: 'Сторона договора не совпадает с реестром',
    },
    body: {
      'zh-cn':
        '合同「{title}」（{number}）中「{party}」的名称与其统一社会信用代码在工商登记中的信息不一致，请核对。',
      en: 'In the contract "{title}" ({number}), the name "{party}" does not match its credit code in the company registry: please check it.',
      ru: 'В договоре «{title}» ({number}) название «{party}» не совпадает с его кодом в реестре компаний: проверьте его.',
    },
  },
  'declaration.rejected': {
    title: { 'zh-cn': '报文校验未通过', en: 'Customs message refused', ru: 'Таможенное сообщение отклонено' },
    body: {
      'zh-cn': '{message} 报文中的单证「{document}」未通过海关报文规范校验：{reason}',
      en: 'The document "{document}" of a {message} message does not meet the customs message schema: {reason}',
      ru: 'Документ «{document}» сообщения {message} не соответствует схеме таможенного сообщения: {reason}',
    },
  },
  'declaration.returned': {
    title: {
      'zh-cn': '海关回执：申报未通过',
      en: 'Customs receipt: declaration refused',
      ru: 'Квитанция таможни: декларация отклонена',
    },
    body: {
      'zh-cn': '{message} 单证「{document}」收到回执（状态 {status}）：{reason}',
      en: 'The {message} document "{document}" received a receipt (status {status}): {reason}',
      ru: 'По документу {message} «{document}» пришла квитанция (статус {status}): {reason}',
    },
  },
};

/** §3 units as the texts write them after a quantity (events carry the unit code). */
const UNIT_NAMES: Record<string, LocalisedText> = {
  box: { 'zh-cn': '箱', en: 'box', ru: 'кор.' },
  piece: { 'zh-cn': '件', en: 'piece', ru: 'шт.' },
  kilogram: { 'zh-cn': '千克', en: 'kg', ru: 'кг' },
  unit: { 'zh-cn': '台', en: 'unit', ru: 'ед.' },
  strip: { 'zh-cn': '条', en: 'strip', ru: 'пол.' },
  ton: { 'zh-cn': '吨', en: 't', ru: 'т' },
};

/** The contract milestones as the texts name them (events carry the code). */
const MILESTONE_NAMES: Record<string, LocalisedText> = {
  deposit_paid: { 'zh-cn': '已付定金', en: 'deposit paid', ru: 'аванс оплачен' },
  production: { 'zh-cn': '生产中', en: 'production', ru: 'производство' },
  shipped: { 'zh-cn': '已发货', en: 'shipped', ru: 'отгружено' },
  customs_declared: { 'zh-cn': '已报关', en: 'customs declared', ru: 'задекларировано' },
  arrived: { 'zh-cn': '已到港', en: 'arrived', ru: 'прибыло' },
  delivered: { 'zh-cn': '已交付', en: 'delivered', ru: 'доставлено' },
  balance_paid: { 'zh-cn': '已付尾款', en: 'balance paid', ru: 'остаток оплачен' },
};

export function renderNotification(
  kind: NotificationKind,
  params: Record<string, string | number>,
  lang: Lang,
) {
  const text = NOTIFICATION_TEXT[kind];
  const unit = UNIT_NAMES[String(params.unit)]?.[lang];
  const milestone = MILESTONE_NAMES[String(params.milestone)]?.[lang];
  const shown = { ...params, ...(unit ? { unit } : {}), ...(milestone ? { milestone } : {}) };
  return { title: text.title[lang], content: format(text.body[lang], shown) };
}

/** The line under every e-mail, in the recipient's language. */
const MAIL_FOOTER: LocalisedText = {
  'zh-cn': '此邮件由跨境贸易平台自动发送，请登录会员中心查看详情，请勿直接回复。',
  en: 'This e-mail was sent by the cross-border trade platform. Sign in to the member area for the details; please do not reply to it.',
  ru: 'Это письмо отправлено платформой трансграничной торговли. Подробности — в личном кабинете; не отвечайте на это письмо.',
};

/** The e-mail of a notification in the recipient's language (zh-cn when it is not known). */
export function renderMail(kind: NotificationKind, params: Record<string, string | number>, lang: Lang) {
  const { title, content } = renderNotification(kind, params, lang);
  return { subject: title, text: `${content}\n\n${MAIL_FOOTER[lang]}\n` };
}
