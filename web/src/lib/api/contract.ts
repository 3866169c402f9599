/**
 * Reads request and answer shapes out of the types generated from the services'
 * OpenAPI documents (./generated, written by `node scripts/openapi.mjs`), so the web
 * app never retypes a server shape: when a service changes a route schema, the
 * generated types change and the compiler points at every screen it affects.
 */
import type { paths as AuthPaths } from './generated/auth';
import type { paths as CatalogPaths } from './generated/catalog';
import type { paths as CustomsPaths } from './generated/customs';
import type { paths as FilesPaths } from './generated/files';
import type { paths as MemberPaths } from './generated/member';
import type { paths as NotifyPaths } from './generated/notify';

export type { AuthPaths, CatalogPaths, CustomsPaths, FilesPaths, MemberPaths, NotifyPaths };

type Method = 'get' | 'post';

/** The operation behind `method path` of a generated `paths` interface. */
type Operation<P, Path extends keyof P, M extends Method> = P[Path] extends { [K in M]: infer O } ? O : never;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The whole 200 answer (the envelope) of a route. */
export type Reply<P, Path extends keyof P, M extends Method = 'post'> =
  Operation<P, Path, M> extends { responses: { 200: infer Ok } } ? Json<Ok> : never;

/** `data` of a route's 200 answer: what an RTK Query endpoint receives (the base query unwraps it). */
export type ReplyData<P, Path extends keyof P, M extends Method = 'post'> =
  Reply<P, Path, M> extends { data: infer Data } ? Data : never;

/** The JSON body a route takes. */
export type RequestBody<P, Path extends keyof P, M extends Method = 'post'> =
  Operation<P, Path, M> extends { requestBody?: infer Body } ? Json<Body> : never;

/** The query string a route takes. */
export type RequestQuery<P, Path extends keyof P, M extends Method = 'get'> =
  Operation<P, Path, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The envelope of an error answer (every service answers errors the same way, §3). */
export type ErrorReply =
  Operation<AuthPaths, '/login/login', 'post'> extends { responses: { 400: infer Bad } } ? Json<Bad> : never;

type KeysOfAny<U> = U extends unknown ? keyof U : never;
type ValueOfAny<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;

/**
 * A union of answer shapes (an inquiry or a quote) read as one: each member keeps its
 * own fields and gains the others' as optional, so a screen can read any of them.
 */
export type Widen<U, All = U> = U extends unknown
  ? U & { [K in Exclude<KeysOfAny<All>, keyof U>]?: ValueOfAny<All, K> }
  : never;

/**
 * The literal values of a string union, listed once for a select and checked by the
 * compiler both ways: a value the server does not accept, or one it accepts that the
 * list lacks, is a type error.
 */
export const valuesOf =
  <T extends string>() =>
  <const V extends readonly T[]>(
    ...values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> })
  ): V =>
    values;
