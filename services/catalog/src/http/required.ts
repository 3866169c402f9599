import { REQUIRED_MESSAGES as SPEC } from '@trade/contracts';
import { requiredFields } from '@trade/service-kit';

/** The product, inquiry and quote forms' fields and their §5 required-field messages. */
const { preHandler, error } = requiredFields({
  name: SPEC.productName,
  categoryId: SPEC.category,
  price: SPEC.price,
  unitPrice: SPEC.price,
  quantity: SPEC.quantity,
  unit: SPEC.unit,
  gallery: SPEC.images,
  validUntil: {
    'zh-cn': '请选择有效期',
    en: 'Please select the validity period',
    ru: 'Укажите срок действия',
  },
  country: SPEC.country,
  email: SPEC.email,
  companyName: SPEC.companyName,
  currency: { 'zh-cn': '请选择币种', en: 'Please select the currency', ru: 'Выберите валюту' },
  remark: SPEC.remark,
  reply: { 'zh-cn': '请输入回复内容', en: 'Please enter your reply', ru: 'Введите ответ' },
  memberId: { 'zh-cn': '请选择会员', en: 'Please choose the member', ru: 'Выберите участника' },
});

/** The 400 of a missing field a schema cannot require (one needed only in some cases). */
export const requiredFieldError = error;

/** preHandler for routes registered with `attachValidation: true`. */
export const requiredFieldMessages = preHandler;
