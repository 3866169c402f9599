import { Type, type TSchema } from '@sinclair/typebox';

/** Success code of the envelope (§9). */
export const SUCCESS_CODE = 200;

/** The response envelope every endpoint answers with (architecture §3). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A page of rows (§3 "Paged list response"). */
export interface Page<T> {
  rows: T[];
  total: number;
  summary: Record<string, unknown> | null;
}

/** Schema of an envelope around `data`, for route response schemas. */
export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

/** Schema of a paged list envelope. */
export const PageSchema = <T extends TSchema>(row: T) =>
  EnvelopeSchema(
    Type.Object({
      rows: Type.Array(row),
      total: Type.Integer(),
      summary: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    }),
  );

/** Schema of an error envelope; `data` may carry field-level details. */
export const ErrorEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Union([
    Type.Null(),
    Type.Object({
      errorId: Type.String(),
      fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
      requestId: Type.Optional(Type.String()),
    }),
  ]),
});

/** Request paging limits (architecture §3, §9). */
export const PAGING = { defaultPageSize: 20, maxPageSize: 1000 } as const;

/** Filter operators (§9). `|` separates multiple values. */
export const FILTER_OPS = ['=', '!=', '>', '>=', '<', '<=', 'include', 'notinclude'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const FILTER_VALUE_SEPARATOR = '|';
