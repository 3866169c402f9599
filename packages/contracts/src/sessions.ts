/**
 * The Redis key auth sets when it ends a sign-in session (its refresh family) before
 * the session's access tokens expire: the admin or member was disabled, deleted or
 * had its password reset. Access tokens carry the session id as `sid`; the gateway
 * refuses a token whose session key exists. The key lives as long as an access token.
 */
export function endedSessionKey(prefix: string, sessionId: string): string {
  return `${prefix}session-ended:${sessionId}`;
}

/**
 * Service-to-service call of auth: uses up the SMS code sent to a phone (one that
 * `/login/sendCode` sent), for forms of other services that prove a phone — notify's
 * consultation forms. Only a service may call it (`kind: 'service'` in the signed
 * internal headers); `/internal/*` is not in the gateway's route table.
 * Answers the phone in E.164, or 400 with one of CONTACT_ERRORS' ids in `data.errorId`.
 */
export const CONSUME_SMS_CODE_PATH = '/internal/sms/consume';
