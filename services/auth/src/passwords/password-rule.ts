/** Why a password breaks the §5 rule, or null when it keeps it. */
export type PasswordProblem = 'PASSWORD_LENGTH' | 'PASSWORD_WEAK';

/** The password rule, tunable in the back office (`auth.password.*`). */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
  /** How many of letters, numbers and symbols a password must mix. */
  minKinds: number;
}

/** §5: 6-20 characters, with at least two of letters, numbers and symbols. */
export const SPEC_PASSWORD_RULE: PasswordRule = { minLength: 6, maxLength: 20, minKinds: 2 };

/**
 * Checks `password` against the rule (§5's by default). Characters are counted as code
 * points, so a password of emoji is not cut short.
 */
export function passwordProblem(
  password: string,
  rule: PasswordRule = SPEC_PASSWORD_RULE,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < rule.minLength || length > rule.maxLength) return 'PASSWORD_LENGTH';
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((re) => re.test(password)).length;
  return kinds >= rule.minKinds ? null : 'PASSWORD_WEAK';
}

/** The parameters of the rule's messages ({min}-{max} characters). */
export const passwordMessageParams = (rule: PasswordRule = SPEC_PASSWORD_RULE) => ({
  min: rule.minLength,
  max: rule.maxLength,
});
