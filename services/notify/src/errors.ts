import { CONTACT_ERRORS, type ContactErrorId, type Lang } from '@trade/contracts';
import { errorCatalogue } from '@trade/service-kit';

/** notify's error catalogue: a consultation form's phone, SMS code and e-mail address. */
export const NOTIFY_ERRORS = {
  ...CONTACT_ERRORS,
} as const;

export const notifyFail = errorCatalogue(NOTIFY_ERRORS);

const FIELD_OF: Record<ContactErrorId, string> = {
  SMS_CODE_WRONG: 'code',
  SMS_CODE_EXPIRED: 'code',
  SMS_CODE_USED: 'code',
  PHONE_INVALID: 'phone',
  EMAIL_INVALID: 'email',
};

/** A contact field refused, naming the field so the form marks it. */
export const contactFail = (id: ContactErrorId, lang: Lang) =>
  notifyFail(id, {}, [{ field: FIELD_OF[id], message: CONTACT_ERRORS[id].message[lang] }]);
