import { format, type Lang } from '@trade/contracts';
import { fail } from '@trade/service-kit';
import { CATALOG_ERRORS, catalogFail } from '../errors';

/** The dictionary class of the units, kept by auth (seeded there with the §3 units). */
export const UNIT_DICT = 'unit';

/** The enabled unit codes; tests may put a fake in its place. */
export type UnitCodes = () => Promise<ReadonlySet<string>>;

/**
 * The enabled units of auth's `unit` dictionary over HTTP (its public POST
 * /home/Basic/getDictList), kept for `ttlMs`: a unit an admin adds or disables in the back
 * office counts here within that time. Read, not followed through events: auth publishes
 * no dictionary event, and a form is rare enough that one read per `ttlMs` costs nothing.
 * Auth down or failing: 503, so nothing is posted with a unit that could not be checked.
 */
export function httpUnitCodes(authUrl: string, ttlMs = 30_000, timeoutMs = 3000): UnitCodes {
  let kept: { at: number; codes: ReadonlySet<string> } | undefined;
  return async () => {
    if (kept && Date.now() - kept.at < ttlMs) return kept.codes;
    let rows: { dict_code: string }[];
    try {
      const res = await fetch(`${authUrl.replace(/\/+$/, '')}/home/Basic/getDictList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ class_code: UNIT_DICT, pageSize: 1000 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json()) as { data?: { rows?: typeof rows } };
      if (!res.ok || !Array.isArray(body.data?.rows)) throw new Error(`getDictList answered ${res.status}`);
      rows = body.data.rows;
    } catch (error) {
      throw Object.assign(fail('TRY_AGAIN_LATER'), { cause: error });
    }
    kept = { at: Date.now(), codes: new Set(rows.map((row) => row.dict_code)) };
    return kept.codes;
  };
}

/** 400 naming `unit` when the unit is not an enabled one of the dictionary, in the request's language. */
export async function checkUnit(units: UnitCodes, unit: string, lang: Lang): Promise<void> {
  if ((await units()).has(unit)) return;
  const message = format(CATALOG_ERRORS.UNIT_UNAVAILABLE.message[lang], { unit });
  throw catalogFail('UNIT_UNAVAILABLE', { unit }, [{ field: 'unit', message }]);
}
