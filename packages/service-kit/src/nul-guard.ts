import type { Lang } from '@trade/contracts';
import { fail, type FieldError } from './errors';

const NUL = '\u0000';

const MESSAGES: Record<Lang, string> = {
  'zh-cn': '不能包含空字符 (U+0000)',
  en: 'must not contain the NUL character (U+0000)',
  ru: 'не должно содержать символ NUL (U+0000)',
};

/**
 * The dotted path of the first string (or object key) holding a NUL character, if any.
 * PostgreSQL's jsonb, under the local store, cannot hold one, and no text of the
 * platform needs it, so every service refuses it as bad input instead of failing to
 * store it.
 */
export function firstNulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return itemPath;
    const found = firstNulPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws the validation failure naming the field whose text holds a NUL character. */
export function refuseNul(parts: Record<string, unknown>, lang: Lang): void {
  for (const [context, value] of Object.entries(parts)) {
    const path = firstNulPath(value);
    if (path === undefined) continue;
    const field: FieldError = { field: path || context, message: MESSAGES[lang] };
    throw fail('VALIDATION_FAILED', { detail: `${field.field} ${field.message}` }, [field]);
  }
}
