import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePublicNumber } from './api/public-config';

/** The password rule the back office tunes (`auth.password.*`), as the server checks it. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  /** How many of letters, numbers and symbols a password needs (1-3). */
  minKinds: number;
}

/** §5: 6-20 characters, two of letters, numbers and symbols, until the settings arrive. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6, maxLength: 20, minKinds: 2 };

/** The public settings that carry the rule (/home/Basic/getConfig). */
export const PASSWORD_SETTING = {
  minLength: 'auth.password.minLength',
  maxLength: 'auth.password.maxLength',
  minKinds: 'auth.password.minKinds',
} as const;

const KINDS = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u];

export function passwordProblem(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): 'length' | 'weak' | null {
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength) return 'length';
  const kinds = KINDS.filter((re) => re.test(password)).length;
  return kinds >= policy.minKinds ? null : 'weak';
}

/** The message of a problem, naming the rule's numbers, in the reader's language. */
export function passwordMessage(t: TFunction, problem: 'length' | 'weak', policy: PasswordPolicy): string {
  if (problem === 'length')
    return t('common:session.passwordLength', { min: policy.minLength, max: policy.maxLength });
  const kinds = Math.min(3, Math.max(1, Math.round(policy.minKinds)));
  return t(`common:session.passwordKinds.${kinds}`);
}

/** An antd form rule for the password; an empty value is left to the `required` rule. */
export const passwordRule = (t: TFunction, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = value ? passwordProblem(value, policy) : null;
    if (problem) throw new Error(passwordMessage(t, problem, policy));
  },
});

/** The rule as the platform's settings give it now (the §5 default until they arrive). */
export function usePasswordPolicy(): PasswordPolicy {
  return {
    minLength: usePublicNumber(PASSWORD_SETTING.minLength, DEFAULT_PASSWORD_POLICY.minLength),
    maxLength: usePublicNumber(PASSWORD_SETTING.maxLength, DEFAULT_PASSWORD_POLICY.maxLength),
    minKinds: usePublicNumber(PASSWORD_SETTING.minKinds, DEFAULT_PASSWORD_POLICY.minKinds),
  };
}

/** The form rule for a new password, following the live settings. */
export function usePasswordRule() {
  const { t } = useTranslation();
  return passwordRule(t, usePasswordPolicy());
}
