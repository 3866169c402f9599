import { Schema, type Connection, type Model } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/** Where registry answers are kept between calls; tests may put a fake in its place. */
export interface RegistryCache {
  /** The answer kept under `key`, or undefined when there is none or it has expired. */
  get(key: string, now: number): Promise<unknown>;
  set(key: string, value: unknown, expiresAt: number): Promise<void>;
}

interface CacheEntry {
  _id: string;
  value: string;
  expiresAt: Date;
}

const cacheSchema = new Schema<CacheEntry>(
  {
    _id: { type: String },
    /** The registry's answer, normalised, as JSON. */
    value: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  schemaOptions,
);

export const registryCacheModel = (connection: Connection): Model<CacheEntry> =>
  connection.model<CacheEntry>('RegistryCacheEntry', cacheSchema, 'registry_cache');

/**
 * The registry answers in the member service's database, one document a question. The
 * local MongoDB-compatible server has no TTL indexes: an entry's expiry is checked when it
 * is read, and an expired one is overwritten by the next answer to the same question.
 */
export class MongoRegistryCache implements RegistryCache {
  constructor(readonly model: Model<CacheEntry>) {}

  async get(key: string, now: number): Promise<unknown> {
    const entry = await this.model.findOne({ _id: key }).lean<CacheEntry>();
    if (!entry || entry.expiresAt.getTime() <= now) return undefined;
    return JSON.parse(entry.value) as unknown;
  }

  async set(key: string, value: unknown, expiresAt: number): Promise<void> {
    await this.model.updateOne(
      { _id: key },
      { $set: { value: JSON.stringify(value), expiresAt: new Date(expiresAt) } },
      { upsert: true },
    );
  }
}
