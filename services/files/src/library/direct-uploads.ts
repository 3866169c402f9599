import type { DirectUploadModel, DirectUploadRecord, DirectUploadState } from './direct-upload.model';

/**
 * The direct uploads in flight. Every write is a conditional update on `_id` (the only
 * filter the MongoDB-compatible server pushes down), so `add` and the sweepers of several
 * replicas never both own one upload.
 */
export class DirectUploads {
  constructor(private readonly model: DirectUploadModel) {}

  async issued(key: string, ownerTag: string, scene: string, expiresAt: Date): Promise<void> {
    await this.model.create({ _id: key, ownerTag, scene, expiresAt, state: 'issued', claimedAt: null });
  }

  /**
   * Claims an upload for registration. `absent` when there is no record (a token issued
   * before records were kept); `taken` when a sweeper or another `add` owns it.
   */
  async claimForRegistration(key: string, now = new Date()): Promise<'claimed' | 'absent' | 'taken'> {
    const result = await this.model.updateOne(
      { _id: key, state: 'issued' },
      { $set: { state: 'registering', claimedAt: now } },
    );
    if (result.modifiedCount > 0) return 'claimed';
    return (await this.model.exists({ _id: key })) ? 'taken' : 'absent';
  }

  /** Hands a claimed upload back (its object is still there and may be registered or swept later). */
  async release(key: string): Promise<void> {
    await this.model.updateOne({ _id: key }, { $set: { state: 'issued', claimedAt: null } });
  }

  /** The upload is settled: registered, or its object removed. */
  async forget(key: string): Promise<void> {
    await this.model.deleteOne({ _id: key });
  }

  /**
   * Uploads whose token expired before `expiredBefore`, oldest first. A scan, kept cheap
   * by the collection holding only uploads in flight.
   */
  due(expiredBefore: Date, limit: number): Promise<DirectUploadRecord[]> {
    return this.model
      .find({ expiresAt: { $lt: expiredBefore } })
      .sort({ expiresAt: 1 })
      .limit(limit)
      .lean<DirectUploadRecord[]>();
  }

  /** Takes an upload over for sweeping, if it is still in the state it was read in. */
  async claimForSweep(upload: DirectUploadRecord, now: Date): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: upload._id, state: upload.state, claimedAt: upload.claimedAt ?? null },
      { $set: { state: 'sweeping' satisfies DirectUploadState, claimedAt: now } },
    );
    return result.modifiedCount > 0;
  }

  find(key: string): Promise<DirectUploadRecord | null> {
    return this.model.findById(key).lean<DirectUploadRecord>();
  }
}
