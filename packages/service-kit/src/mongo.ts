import mongoose, { type Connection } from 'mongoose';

/**
 * Opens the service's own database. Each service has one database on the shared
 * server (architecture §1) and never reads another's.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    // The local MongoDB-compatible server has no retryable writes or sessions.
    retryWrites: false,
  });
  await connection.asPromise();
  return connection;
}

/** Mongoose schema options shared by every model: timestamps, and `_id` exposed as `id`. */
export const schemaOptions = {
  timestamps: true,
  versionKey: false,
  toJSON: { virtuals: true, transform: hideInternalFields },
  toObject: { virtuals: true, transform: hideInternalFields },
} as const;

function hideInternalFields(_doc: unknown, ret: Record<string, unknown>) {
  ret.id = String(ret._id);
  delete ret._id;
  delete ret._outbox;
  delete ret._outboxPending;
  return ret;
}

/** A lean document as clients see it: `_id` becomes `id`, the outbox stays inside. */
export function present<T extends { _id: unknown }>(
  doc: T,
): Omit<T, '_id' | '_outbox' | '_outboxPending'> & { id: string } {
  const {
    _id,
    _outbox: _events,
    _outboxPending: _pending,
    ...rest
  } = doc as T & { _outbox?: unknown; _outboxPending?: unknown };
  return { id: String(_id), ...rest };
}

export async function pingMongo(connection: Connection): Promise<void> {
  await connection.db!.admin().ping();
}
