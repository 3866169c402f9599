import { Schema, type Connection } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/**
 * A refresh family: one sign-in and every token rotated from it. `current` is
 * the sha256 of the only token that may be used next; a rotation replaces it in
 * one compare-and-set write, so two uses of the same token cannot both win.
 */
const familySchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['admin', 'member'], required: true },
    sub: { type: String, required: true },
    current: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    revokedWhy: { type: String },
    rotations: { type: Number, default: 0 },
  },
  { ...schemaOptions, _id: false },
);
familySchema.index({ sub: 1 });

/** Every refresh token ever issued, by hash: tells a reused (rotated) token from a made-up one. */
const tokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    family: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { ...schemaOptions, _id: false },
);

export function refreshModels(connection: Connection) {
  return {
    families: connection.model('RefreshFamily', familySchema, 'refresh_families'),
    tokens: connection.model('RefreshToken', tokenSchema, 'refresh_tokens'),
  };
}
export type RefreshModels = ReturnType<typeof refreshModels>;
