/** §9: the SMS button counts down this many seconds before a new code may be requested. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** The message of a failed session call: the server's localised text, else the generic one. */
export function errorText(error: unknown, fallback: string): string {
  const message = (error as { message?: string } | undefined)?.message;
  return message && message.trim() ? message : fallback;
}
