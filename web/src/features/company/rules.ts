import type { TFunction } from 'i18next';
import { creditCodeProblem, normaliseCreditCode } from '@trade/contracts/src/credit-code';

export { normaliseCreditCode };

/** Customs registration code: 10 digits or capitals (what customs declarations name). */
export const CUSTOMS_CODE = /^[0-9A-Z]{10}$/;
export const PHONE = /^[0-9+()\- ]*$/;

/**
 * What is wrong with a unified social credit code, in words, or null: the GB 32100-2015 rule
 * of the member service itself (shape, then check character), so the form refuses what the
 * server would.
 */
export function creditCodeMessage(value: string | undefined, t: TFunction): string | null {
  if (!value?.trim()) return t('member:company.required.creditCode');
  const problem = creditCodeProblem(value);
  return problem ? t(`member:company.creditCode.${problem}`) : null;
}

/** The customs code's message, or null when it is empty or well formed. */
export const customsCodeMessage = (value: string | undefined, t: TFunction): string | null =>
  value && !CUSTOMS_CODE.test(value.trim().toUpperCase()) ? t('member:company.customsCodeFormat') : null;
