import mongoose, { type Schema } from 'mongoose';

type Release = () => void;
type Locked = { _releaseWriteLock?: Release };

/** One queue of writers per key: each waits for the previous one to finish. */
class KeyedLock {
  private tails = new Map<string, Promise<void>>();

  async acquire(key: string): Promise<Release> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: Release;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}

const QUERY_WRITES = [
  'updateOne',
  'findOneAndUpdate',
  'replaceOne',
  'findOneAndReplace',
  'deleteOne',
  'findOneAndDelete',
] as const;

/**
 * Serialises, within this process, the writes to one document of a schema. The
 * local MongoDB-compatible server (FerretDB v1, on PostgreSQL as on SQLite) applies
 * an update as an unisolated read-modify-write: two concurrent updates of one
 * document usually lose one of them (measured: 36 of 40 pairs on PostgreSQL). The
 * outbox relay removes published events from the very documents the service
 * changes, so both kinds of write queue here. Writes by other processes are not
 * covered: two replicas of a service need a real MongoDB, which makes every
 * single-document write atomic, so there this only costs a little waiting.
 */
export function serializeWrites(schema: Schema): void {
  const locks = new KeyedLock();
  const keyOf = (id: unknown) =>
    id === undefined || id === null || (typeof id === 'object' && !('toHexString' in id)) ? null : String(id);

  for (const op of QUERY_WRITES) {
    schema.pre(op, async function (this: mongoose.Query<unknown, unknown> & Locked) {
      const key = keyOf((this.getFilter() as { _id?: unknown })._id);
      if (key) this._releaseWriteLock = await locks.acquire(key);
    });
    schema.post(op, function (this: Locked) {
      this._releaseWriteLock?.();
    });
    schema.post(op, function (this: Locked, error: Error, _res: unknown, next: (err?: Error) => void) {
      this._releaseWriteLock?.();
      next(error);
    });
  }
  schema.pre('save', async function (this: mongoose.Document & Locked) {
    if (!this.isNew) this._releaseWriteLock = await locks.acquire(String(this._id));
  });
  schema.post('save', function (this: Locked) {
    this._releaseWriteLock?.();
  });
  schema.post('save', function (this: Locked, error: Error, _doc: unknown, next: (err?: Error) => void) {
    this._releaseWriteLock?.();
    next(error);
  });
}

/** Every schema that carries an outbox gets its writes serialised, wherever it is compiled. */
mongoose.plugin((schema) => {
  if (schema.path('_outbox')) serializeWrites(schema);
});
