import type { LocalisedText } from './i18n';

/**
 * What a guestbook entry came from: the plain guestbook, or one of the portal's
 * consultation forms (§3 "Consultation form fields"). Each type asks for its own fields.
 */
export const GUESTBOOK_TYPES = ['message', 'logistics', 'service', 'report', 'promotion'] as const;
export type GuestbookType = (typeof GUESTBOOK_TYPES)[number];

/** Where operations stand with an entry: just in, the visitor was contacted, done. */
export const GUESTBOOK_STATUSES = ['new', 'contacted', 'closed'] as const;
export type GuestbookStatus = (typeof GUESTBOOK_STATUSES)[number];

/**
 * The fields each consultation form requires besides `name` and the consent. A phone is
 * proved with an SMS code, so every form with a required phone also requires `code`.
 */
export const GUESTBOOK_REQUIRED: Record<GuestbookType, readonly string[]> = {
  message: ['content'],
  logistics: ['phone', 'code', 'departurePort', 'destinationPort', 'country'],
  service: ['phone', 'code', 'company'],
  report: ['phone', 'code', 'company', 'email', 'country', 'content'],
  promotion: ['phone', 'code', 'company', 'contact'],
};

/**
 * The personal-information consent every form that takes personal data asks for
 * (registration included), answered when the box is left unticked.
 */
export const CONSENT_REQUIRED: LocalisedText = {
  'zh-cn': '请阅读并同意《隐私政策》和《服务条款》',
  en: 'Please read and accept the privacy policy and the terms of service',
  ru: 'Ознакомьтесь с политикой конфиденциальности и условиями и примите их',
};
