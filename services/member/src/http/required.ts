import { REQUIRED_MESSAGES as SPEC } from '@trade/contracts';
import { requiredFields } from '@trade/service-kit';

/** The profile and filing forms' required fields and their messages (§5 where it names them). */
const { preHandler } = requiredFields({
  name: SPEC.companyName,
  creditCode: {
    'zh-cn': '请输入统一社会信用代码',
    en: 'Please enter the unified social credit code',
    ru: 'Введите единый код социального кредита',
  },
  ownershipType: {
    'zh-cn': '请选择企业性质',
    en: 'Please select the ownership type',
    ru: 'Выберите форму собственности',
  },
  contact: SPEC.contact,
  phone: SPEC.phone,
});

/** preHandler for routes registered with `attachValidation: true`. */
export const requiredFieldMessages = preHandler;
