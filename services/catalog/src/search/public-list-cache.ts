import { LRUCache } from 'lru-cache';

/**
 * The public lists' answers, kept a few seconds per query. Most visitors ask the same
 * few pages (the first page of each list, each category), so one search answers a burst
 * of them, and the callers of a query still running share it. Any product event this
 * replica hears of drops every answer (`clear`), as it drops the home's; a failure is not
 * kept. `maxAgeMs` 0 keeps nothing.
 */
export class PublicListCache<T extends object> {
  private readonly answers: LRUCache<string, Promise<T>> | null;

  constructor(maxAgeMs: number, maxQueries = 2000) {
    this.answers = maxAgeMs > 0 ? new LRUCache({ max: maxQueries, ttl: maxAgeMs }) : null;
  }

  get(query: unknown, load: () => Promise<T>): Promise<T> {
    if (!this.answers) return load();
    const key = JSON.stringify(query);
    const hit = this.answers.get(key);
    if (hit) return hit;
    const answer = load();
    this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers!.peek(key) === answer) this.answers!.delete(key);
    });
    return answer;
  }

  clear(): void {
    this.answers?.clear();
  }
}
