import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The platform's live settings (auth's `/admin/sys.config/*`), as every service reads them.
 *
 * Auth keeps the settings in its own database and, on every change, writes the whole set
 * to one Redis hash (`<key>`: setting key → JSON value). Each replica of each service
 * holds a copy in memory and re-reads the hash every `refreshMs` (1 s by default), so a
 * change reaches every replica within about a second without a restart, and a replica
 * that was down or missed something is right again at its next read. Reads are
 * synchronous, from the copy; until the first read succeeds, and for a key nobody set,
 * callers get their own fallback (the environment's value).
 *
 * Redis rather than a Kafka consumer: every replica must see every change, and the
 * kit's consumers share a group and the service's processed-event store, so each event
 * reaches one replica only. `trade.config.changed` still tells downstream systems.
 */
export class LiveConfig {
  private values = new Map<string, unknown>();
  private timer: NodeJS.Timeout | null = null;
  private listeners = new Set<(changed: string[]) => void>();
  private loaded = false;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly options: { refreshMs?: number; logger?: FastifyBaseLogger } = {},
  ) {}

  /** Reads the settings once, then keeps re-reading them until `stop`. */
  async start(): Promise<this> {
    await this.refresh().catch((error: unknown) =>
      this.options.logger?.warn({ err: error }, 'live config: first read failed; using fallbacks'),
    );
    this.timer = setInterval(
      () =>
        void this.refresh().catch((error: unknown) =>
          this.options.logger?.warn({ err: error }, 'live config: read failed; keeping the last values'),
        ),
      this.options.refreshMs ?? 1000,
    );
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Re-reads the hash now; answers the keys whose value changed. */
  async refresh(): Promise<string[]> {
    const raw = await this.redis.hgetall(this.key);
    const next = new Map<string, unknown>();
    for (const [name, json] of Object.entries(raw)) {
      try {
        next.set(name, JSON.parse(json));
      } catch {
        this.options.logger?.warn({ key: name }, 'live config: value is not JSON; ignored');
      }
    }
    const changed = [...new Set([...this.values.keys(), ...next.keys()])].filter(
      (name) => JSON.stringify(this.values.get(name)) !== JSON.stringify(next.get(name)),
    );
    this.values = next;
    this.loaded = true;
    if (changed.length > 0) for (const listener of this.listeners) listener(changed);
    return changed;
  }

  /** True once the settings were read at least once. */
  get ready(): boolean {
    return this.loaded;
  }

  /** Calls `listener` with the changed keys after each read that changed something. */
  onChange(listener: (changed: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The raw value of a setting, or undefined. */
  get(key: string): unknown {
    return this.values.get(key);
  }

  number(key: string, fallback: number): number {
    const value = this.values.get(key);
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.values.get(key);
    return typeof value === 'boolean' ? value : fallback;
  }

  string(key: string, fallback: string): string {
    const value = this.values.get(key);
    return typeof value === 'string' ? value : fallback;
  }

  /** Every setting whose key starts with `prefix` (all of them by default). */
  snapshot(prefix = ''): Record<string, unknown> {
    return Object.fromEntries([...this.values].filter(([name]) => name.startsWith(prefix)));
  }
}

/** Replaces the whole published set at once, so readers never see half of a change. */
export async function publishLiveConfig(
  redis: Redis,
  key: string,
  values: Record<string, unknown>,
): Promise<void> {
  const fields = Object.entries(values).flatMap(([name, value]) => [name, JSON.stringify(value)]);
  const multi = redis.multi().del(key);
  if (fields.length > 0) multi.hset(key, ...fields);
  await multi.exec();
}
