import type { Lang } from '@trade/contracts';
import { fail } from './errors';

/** One enabled item of a dictionary class: its code and its label in the asked language. */
export interface DictOption {
  value: string;
  label: string;
}

/** The enabled items of one dictionary class in a language; tests may put a fake in its place. */
export type DictionaryReader = (lang: Lang) => Promise<DictOption[]>;

/**
 * One dictionary class of auth over HTTP (its public POST /home/Basic/getDictList), kept
 * for `ttlMs` per language: an item an admin adds or disables counts within that time.
 * Read, not followed through events: auth publishes no dictionary event, and the forms that
 * need a dictionary are rare enough that one read per `ttlMs` costs nothing. Auth down or
 * failing: 503 (TRY_AGAIN_LATER), so nothing is written with a code that could not be checked.
 */
export function httpDictionary(
  authUrl: string,
  classCode: string,
  { ttlMs = 60_000, timeoutMs = 3000 }: { ttlMs?: number; timeoutMs?: number } = {},
): DictionaryReader {
  const kept = new Map<Lang, { at: number; options: DictOption[] }>();
  return async (lang) => {
    const hit = kept.get(lang);
    if (hit && Date.now() - hit.at < ttlMs) return hit.options;
    let rows: { dict_code: string; dict_value: string }[];
    try {
      const res = await fetch(`${authUrl.replace(/\/+$/, '')}/home/Basic/getDictList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang },
        body: JSON.stringify({ class_code: classCode, pageSize: 1000 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json()) as { data?: { rows?: typeof rows } };
      if (!res.ok || !Array.isArray(body.data?.rows)) throw new Error(`getDictList answered ${res.status}`);
      rows = body.data.rows;
    } catch (error) {
      throw Object.assign(fail('TRY_AGAIN_LATER'), { cause: error });
    }
    const options = rows.map((row) => ({ value: row.dict_code, label: row.dict_value }));
    kept.set(lang, { at: Date.now(), options });
    return options;
  };
}
