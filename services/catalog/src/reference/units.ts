import { format, type Lang } from '@trade/contracts';
import { httpDictionary } from '@trade/service-kit';
import { CATALOG_ERRORS, catalogFail } from '../errors';

/** The dictionary class of the units, kept by auth (seeded there with the §3 units). */
export const UNIT_DICT = 'unit';

/** The enabled unit codes; tests may put a fake in its place. */
export type UnitCodes = () => Promise<ReadonlySet<string>>;

/**
 * The enabled units of auth's `unit` dictionary (codes are the same in every language),
 * kept for `ttlMs`; auth down: 503, so nothing is posted with a unit that could not be checked.
 */
export function httpUnitCodes(authUrl: string, ttlMs = 30_000, timeoutMs = 3000): UnitCodes {
  const units = httpDictionary(authUrl, UNIT_DICT, { ttlMs, timeoutMs });
  return async () => new Set((await units('zh-cn')).map((unit) => unit.value));
}

/** 400 naming `unit` when the unit is not an enabled one of the dictionary, in the request's language. */
export async function checkUnit(units: UnitCodes, unit: string, lang: Lang): Promise<void> {
  if ((await units()).has(unit)) return;
  const message = format(CATALOG_ERRORS.UNIT_UNAVAILABLE.message[lang], { unit });
  throw catalogFail('UNIT_UNAVAILABLE', { unit }, [{ field: 'unit', message }]);
}
