/**
 * For tests that run in the node environment (they need Node's fetch, Request and
 * Headers, which jsdom lacks): a minimal `window` with in-memory storage.
 */
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
}

const g = globalThis as unknown as { window?: unknown };
g.window ??= {
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location: { pathname: '/', search: '', assign: () => {}, reload: () => {} },
};

export {};
