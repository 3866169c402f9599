import type { Lang } from '@trade/contracts';
import { fail } from '@trade/service-kit';

/** An ownership type as the filing form offers it: the dictionary's code and its label in a language. */
export interface Option {
  value: string;
  label: string;
}

/** Where the ownership types come from; tests may put a fake in its place. */
export type OwnershipTypes = (lang: Lang) => Promise<Option[]>;

/** The dictionary class of the ownership types, kept by auth (seeded there). */
export const OWNERSHIP_DICT = 'ownership_type';

/**
 * The `ownership_type` dictionary from auth over HTTP (its public POST /home/Basic/getDictList),
 * kept for `ttlMs` per language. Auth down or failing: 503, so nothing is filed with a type
 * that could not be checked.
 */
export function httpOwnershipTypes(authUrl: string, timeoutMs = 3000, ttlMs = 60_000): OwnershipTypes {
  const kept = new Map<Lang, { at: number; options: Option[] }>();
  return async (lang) => {
    const hit = kept.get(lang);
    if (hit && Date.now() - hit.at < ttlMs) return hit.options;
    let rows: { dict_code: string; dict_value: string }[];
    try {
      const res = await fetch(`${authUrl.replace(/\/+$/, '')}/home/Basic/getDictList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang },
        body: JSON.stringify({ class_code: OWNERSHIP_DICT, pageSize: 1000 }),
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
