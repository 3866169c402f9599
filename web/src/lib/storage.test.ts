import { localStore, sessionStore } from './storage';

describe('expiring web storage (§5)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('reads back a value without expiry', () => {
    localStore.set('a', { x: 1 });
    expect(localStore.get('a')).toEqual({ x: 1 });
  });

  it('expires a value after its seconds and removes it on read', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    localStore.set('t', 'token', 10);
    jest.setSystemTime(1_000_000 + 9_999);
    expect(localStore.get('t')).toBe('token');
    jest.setSystemTime(1_000_000 + 10_000);
    expect(localStore.get('t')).toBeNull();
    expect(localStorage.getItem('trade_t')).toBeNull();
  });

  it('treats foreign or corrupted entries as absent', () => {
    localStorage.setItem('trade_bad', '{not json');
    expect(localStore.get('bad')).toBeNull();
  });

  it('keeps session storage separate', () => {
    sessionStore.set('k', 1);
    expect(localStore.get('k')).toBeNull();
    expect(sessionStore.get('k')).toBe(1);
    sessionStore.remove('k');
    expect(sessionStore.get('k')).toBeNull();
  });
});
