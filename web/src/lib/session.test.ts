import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  hasSession,
  saveSession,
  ttlSeconds,
} from './session';

describe('login session', () => {
  beforeEach(() => localStorage.clear());

  it('reads expiry as a lifetime in seconds, or an epoch in seconds or ms', () => {
    const now = 1_700_000_000_000;
    expect(ttlSeconds(7200, now)).toBe(7200);
    expect(ttlSeconds(1_700_000_060, now)).toBe(60);
    expect(ttlSeconds(1_700_000_060_000, now)).toBe(60);
  });

  it('stores tokens and reports a session while either token is usable', () => {
    expect(hasSession()).toBe(false);
    saveSession({
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpires: 60,
      refreshTokenExpires: 3600,
      member_info: { id: 1 },
    });
    expect(getAccessToken()).toBe('a');
    expect(getRefreshToken()).toBe('r');
    expect(hasSession()).toBe(true);
    clearSession();
    expect(hasSession()).toBe(false);
  });

  it('an expired access token alone with a live refresh token still counts as a session', () => {
    jest.useFakeTimers({ now: 0 });
    saveSession({ accessToken: 'a', refreshToken: 'r', accessTokenExpires: 1, refreshTokenExpires: 100 });
    jest.setSystemTime(5_000);
    expect(getAccessToken()).toBeNull();
    expect(hasSession()).toBe(true);
    jest.useRealTimers();
  });
});
