import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * A number (or other single-typed value) that may be given as an explicit `null`: the field
 * left empty. Written as a type list, not an `anyOf`: request bodies are checked with
 * `coerceTypes`, which inside an `anyOf` turns `null` into `0` in the number branch (or `0`
 * into `null` when the null branch comes first). With a type list nothing that already has
 * one of the types is coerced.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
