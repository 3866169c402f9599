import { Type, type TSchema } from '@sinclair/typebox';

/**
 * A value that may be given as an explicit `null` (the field left empty). `null` comes first
 * on purpose: request bodies are checked with `coerceTypes`, and a union that lists the
 * number first coerces `null` to `0` before the `null` branch is tried, so an empty field
 * would be stored as zero.
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
