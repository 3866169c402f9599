/** Why a password breaks the §5 rule, or null when it keeps it. */
export type PasswordProblem = 'PASSWORD_LENGTH' | 'PASSWORD_WEAK';

/**
 * §5: 6-20 characters, with at least two of letters, numbers and symbols.
 * Characters are counted as code points, so a password of emoji is not cut short.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < 6 || length > 20) return 'PASSWORD_LENGTH';
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : 'PASSWORD_WEAK';
}
