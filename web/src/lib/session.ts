import { localStore } from './storage';

/** §3 "Login session" as answered by /login/login and /login/refresh. */
export interface LoginSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpires: number;
  refreshTokenExpires: number;
  member_info?: unknown;
}

const KEYS = { access: 'accessToken', refresh: 'refreshToken', member: 'member_info' } as const;

/**
 * The server's `*Expires` fields may be a lifetime in seconds or an absolute epoch
 * (seconds or ms); normalise to "seconds from now" for the expiring store.
 */
export function ttlSeconds(expires: number, now = Date.now()): number {
  if (expires > 1e12) return Math.floor((expires - now) / 1000);
  if (expires > 1e9) return Math.floor(expires - now / 1000);
  return expires;
}

/** Stores tokens with their expiry so an expired token reads as absent. */
export function saveSession(s: LoginSession): void {
  localStore.set(KEYS.access, s.accessToken, ttlSeconds(s.accessTokenExpires));
  localStore.set(KEYS.refresh, s.refreshToken, ttlSeconds(s.refreshTokenExpires));
  if (s.member_info !== undefined)
    localStore.set(KEYS.member, s.member_info, ttlSeconds(s.refreshTokenExpires));
}

export const getAccessToken = (): string | null => localStore.get<string>(KEYS.access);
export const getRefreshToken = (): string | null => localStore.get<string>(KEYS.refresh);
export const getMemberInfo = <T = unknown>(): T | null => localStore.get<T>(KEYS.member);
export const removeRefreshToken = (): void => localStore.remove(KEYS.refresh);

/** The guard's test: any usable token means the user may enter a protected route. */
export const hasSession = (): boolean => Boolean(getAccessToken() || getRefreshToken());

export function clearSession(): void {
  localStore.remove(KEYS.access);
  localStore.remove(KEYS.refresh);
  localStore.remove(KEYS.member);
}
