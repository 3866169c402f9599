import { errorCatalogue } from '@trade/service-kit';

/** The catalog service's error catalogue: stable ids, HTTP status, messages in the three languages. */
export const CATALOG_ERRORS = {
  FIELD_INVALID: {
    status: 400,
    message: { 'zh-cn': '{field} 无效', en: '{field} is invalid', ru: 'Недопустимое значение: {field}' },
  },
  NOT_TRADABLE: {
    status: 409,
    message: {
      'zh-cn': '该产品未上架、未审核通过或已过期',
      en: 'This product is hidden, not approved, closed or expired',
      ru: 'Товар скрыт, не одобрен, закрыт или срок его действия истёк',
    },
  },
  OWN_PRODUCT: {
    status: 409,
    message: {
      'zh-cn': '不能对自己发布的产品询价或报价',
      en: 'You cannot send an inquiry or a quote on your own product',
      ru: 'Нельзя отправить запрос или предложение на собственный товар',
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
} as const;

/** Raises a catalog error (or a platform-wide one) by id. */
export const catalogFail = errorCatalogue(CATALOG_ERRORS);

/** 400 naming the field, in the shape of a schema failure. */
export function invalidField(field: string, message: string) {
  return catalogFail('FIELD_INVALID', { field }, [{ field, message }]);
}
