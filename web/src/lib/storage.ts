/**
 * Web-storage values that may carry an expiry in seconds (§5). Each entry is stored as
 * `{ value, expire }` JSON where `expire` is an epoch in ms or null; an expired entry
 * reads as null and is removed on read.
 */
interface Entry<T> {
  value: T;
  expire: number | null;
}

const PREFIX = 'trade_';

export interface ExpiringStore {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T, expireSeconds?: number | null): void;
  remove(key: string): void;
}

function createStore(area: () => Storage): ExpiringStore {
  return {
    get<T>(key: string): T | null {
      const raw = area().getItem(PREFIX + key);
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as Entry<T>;
        if (entry.expire !== null && entry.expire <= Date.now()) {
          area().removeItem(PREFIX + key);
          return null;
        }
        return entry.value;
      } catch {
        // A value written by something else (or corrupted): treat as absent.
        return null;
      }
    },
    set<T>(key: string, value: T, expireSeconds?: number | null): void {
      const expire = expireSeconds && expireSeconds > 0 ? Date.now() + expireSeconds * 1000 : null;
      area().setItem(PREFIX + key, JSON.stringify({ value, expire } satisfies Entry<T>));
    },
    remove(key: string): void {
      area().removeItem(PREFIX + key);
    },
  };
}

export const localStore = createStore(() => window.localStorage);
export const sessionStore = createStore(() => window.sessionStorage);
