import { Schema, type Connection } from 'mongoose';

/**
 * A direct upload handed out by getTempKeys and not yet settled: registered by `add`,
 * or swept (object removed) once its token has expired. Records are deleted once
 * settled, so the collection only holds uploads in flight.
 */
const directUploadSchema = new Schema(
  {
    /** The object key, so every read and conditional write is an `_id` match. */
    _id: { type: String, required: true },
    ownerTag: { type: String, required: true },
    scene: { type: String, required: true },
    /** When the upload token stops being accepted. */
    expiresAt: { type: Date, required: true },
    /** `issued` → `registering` (add) or `sweeping` (the sweeper); whoever moves it first owns it. */
    state: { type: String, enum: ['issued', 'registering', 'sweeping'], default: 'issued' },
    /** When the current owner claimed it; a stale claim (crashed process) is taken over. */
    claimedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: false },
);

export type DirectUploadState = 'issued' | 'registering' | 'sweeping';

export interface DirectUploadRecord {
  _id: string;
  ownerTag: string;
  scene: string;
  expiresAt: Date;
  state: DirectUploadState;
  claimedAt: Date | null;
}

export const directUploadModel = (connection: Connection) =>
  connection.model('DirectUpload', directUploadSchema, 'direct_uploads');
export type DirectUploadModel = ReturnType<typeof directUploadModel>;
