import type { ErrorObject } from 'ajv';
import type { Lang } from '@trade/contracts';
import localize from 'ajv-i18n';
import type { FieldError } from './errors';

const localizers: Record<Lang, (errors: ErrorObject[]) => void> = {
  'zh-cn': localize.zh,
  en: localize.en,
  ru: localize.ru,
};

/**
 * Turns the validator's errors into field-level messages in the request language.
 * The field is the dotted path into the body or query (`items.0.price`), so a
 * client can put the message next to the input it belongs to.
 */
export function localiseValidation(errors: ErrorObject[], context: string, lang: Lang): FieldError[] {
  const copies = errors.map((error) => ({ ...error }));
  localizers[lang](copies);
  return copies.map((error) => ({
    field: fieldOf(error) || context,
    message: error.message ?? 'invalid',
  }));
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) return path ? `${path}.${missing}` : missing;
  return path;
}
