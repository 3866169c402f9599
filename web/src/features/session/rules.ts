/** §5 password rule, as the server checks it: 6-20 characters, two of letters, numbers and symbols. */
export function passwordProblem(password: string): 'length' | 'weak' | null {
  const length = [...password].length;
  if (length < 6 || length > 20) return 'length';
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : 'weak';
}

/** An antd form rule that checks the §5 password rule, with its message in the reader's language. */
export const passwordRule = (t: (key: string) => string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = value ? passwordProblem(value) : null;
    if (problem === 'length') throw new Error(t('common:session.passwordLength'));
    if (problem === 'weak') throw new Error(t('common:session.passwordWeak'));
  },
});

/** §9: the SMS button counts down this many seconds before a new code may be requested. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** The message of a failed session call: the server's localised text, else the generic one. */
export function errorText(error: unknown, fallback: string): string {
  const message = (error as { message?: string } | undefined)?.message;
  return message && message.trim() ? message : fallback;
}
