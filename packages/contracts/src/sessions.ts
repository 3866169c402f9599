/**
 * The Redis key auth sets when it ends a sign-in session (its refresh family) before
 * the session's access tokens expire: the admin or member was disabled, deleted or
 * had its password reset. Access tokens carry the session id as `sid`; the gateway
 * refuses a token whose session key exists. The key lives as long as an access token.
 */
export function endedSessionKey(prefix: string, sessionId: string): string {
  return `${prefix}session-ended:${sessionId}`;
}
