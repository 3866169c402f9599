// Dependency-free on purpose: the web app imports this one file too (the same check in the
// company form as on the server), so it must never import anything.

/**
 * The unified social credit code of GB 32100-2015: 18 characters of the code's own
 * alphabet (digits and the capitals without I, O, S, V, Z), the last one a check
 * character over the first 17 (weights 3^i mod 31).
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The shape of a code: 18 characters of the alphabet (the check character not yet checked). */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NP-RT-UW-Y]{18}$';

/** The check character the first 17 characters of a code call for; null when one is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

export type CreditCodeProblem = 'format' | 'check';

/** What is wrong with a code (upper-cased and trimmed first), or null when it is a valid one. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  const value = normaliseCreditCode(code);
  if (!new RegExp(CREDIT_CODE_PATTERN).test(value)) return 'format';
  return creditCodeCheckChar(value.slice(0, 17)) === value[17] ? null : 'check';
}

/** A code as stored: trimmed, upper case. */
export const normaliseCreditCode = (code: string) => code.trim().toUpperCase();
