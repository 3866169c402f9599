import { Type, type Static } from '@sinclair/typebox';
import { FILTER_OPS, FILTER_VALUE_SEPARATOR, PAGING, type FilterOp } from '@trade/contracts';
import { fail } from './errors';

/** A filter item (§3): `{ field, op, value }`; `|` separates several values. */
export const FilterItem = Type.Object({
  field: Type.String({ maxLength: 64 }),
  op: Type.Union(FILTER_OPS.map((op) => Type.Literal(op))),
  value: Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]),
});

/** The table request of §7: paging, sorting and the filter list. */
export const PageQuery = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGING.maxPageSize, default: PAGING.defaultPageSize }),
  prop: Type.Optional(Type.String({ maxLength: 64 })),
  order: Type.Optional(
    Type.Union([
      Type.Literal('asc'),
      Type.Literal('desc'),
      Type.Literal('ascending'),
      Type.Literal('descending'),
    ]),
  ),
  filters: Type.Optional(Type.Array(FilterItem, { maxItems: 30 })),
  /** `field@op` keys merge into the filter list (§7). */
  search_params: Type.Optional(
    Type.Record(Type.String({ maxLength: 80 }), Type.Union([Type.String({ maxLength: 500 }), Type.Number()])),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

/** What a resource lets clients sort and filter on, and how each field's values are typed. */
export interface ListPolicy {
  fields: Record<string, 'string' | 'number' | 'date' | 'boolean' | 'id'>;
  defaultSort?: Record<string, 1 | -1>;
}

/**
 * Turns a table request into a MongoDB filter, sort, skip and limit. Fields and
 * operators outside the resource's allow-list are refused, so nothing a client
 * sends becomes a query operator.
 *
 * `scope` holds the equalities every row of the list must meet: the member, the
 * kind, `deletedAt: null`. They and each single-value `=` filter become top-level
 * keys of the filter, because that is what the store answers before reading any
 * document: FerretDB on PostgreSQL turns top-level equalities on strings, ids,
 * numbers, booleans and dates into SQL and decodes only the matches (it sorts,
 * skips and limits those in Go), and MongoDB picks its index from them. Ranges,
 * regexes, `|` lists and anything under `$and`/`$or` are checked on each document
 * the equalities let through, so a list's cost grows with its scope's matches.
 * A filter on a field the scope already fixes is added as a further condition,
 * never in the scope's place.
 */
export function toMongoQuery(query: PageQuery, policy: ListPolicy, scope: Record<string, unknown> = {}) {
  const filters = [...(query.filters ?? []), ...searchParamsToFilters(query.search_params)];
  const filter: Record<string, unknown> = { ...scope };
  const rest: Record<string, unknown>[] = [];
  for (const item of filters) {
    const cond: Record<string, unknown> = condition(item.field, item.op, item.value, policy);
    const value = cond[item.field];
    const plainEquality = item.op === '=' && Object.hasOwn(cond, item.field) && !isOperatorObject(value);
    if (plainEquality && !Object.hasOwn(filter, item.field)) filter[item.field] = value;
    else rest.push(cond);
  }
  if (rest.length > 0) filter.$and = rest;
  const sort: Record<string, 1 | -1> = {};
  if (query.prop) {
    if (!allowedField(policy, query.prop))
      throw fail('VALIDATION_FAILED', { detail: `prop ${query.prop}` }, [
        { field: 'prop', message: 'not sortable' },
      ]);
    sort[query.prop] = query.order?.startsWith('asc') ? 1 : -1;
  }
  Object.assign(sort, policy.defaultSort ?? { createdAt: -1 }, sort);
  return {
    filter,
    sort,
    skip: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
  };
}

/** `{ $in: [...] }` and the like, as opposed to a plain value (a Date is a plain value). */
const isOperatorObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

function searchParamsToFilters(params: PageQuery['search_params']) {
  return Object.entries(params ?? {}).flatMap(([key, value]) => {
    const [field, op = '='] = key.split('@');
    if (value === '' || !field) return [];
    if (!(FILTER_OPS as readonly string[]).includes(op)) {
      throw fail('VALIDATION_FAILED', { detail: `search_params ${key}` }, [
        { field: key, message: 'unknown operator' },
      ]);
    }
    return [{ field, op: op as FilterOp, value }];
  });
}

function condition(field: string, op: FilterOp, raw: string | number | boolean, policy: ListPolicy) {
  const kind = allowedField(policy, field);
  if (!kind)
    throw fail('VALIDATION_FAILED', { detail: `filter ${field}` }, [{ field, message: 'not filterable' }]);
  const values = String(raw)
    .split(FILTER_VALUE_SEPARATOR)
    .map((v) => typed(v, kind, field));
  const single = values[0];
  switch (op) {
    case '=':
      return { [field]: values.length > 1 ? { $in: values } : single };
    case '!=':
      return { [field]: values.length > 1 ? { $nin: values } : { $ne: single } };
    case '>':
      return { [field]: { $gt: single } };
    case '>=':
      return { [field]: { $gte: single } };
    case '<':
      return { [field]: { $lt: single } };
    case '<=':
      return { [field]: { $lte: single } };
    case 'include':
      return { $or: values.map((v) => ({ [field]: { $regex: escapeRegex(String(v)), $options: 'i' } })) };
    case 'notinclude':
      return {
        $and: values.map((v) => ({ [field]: { $not: { $regex: escapeRegex(String(v)), $options: 'i' } } })),
      };
  }
}

function typed(value: string, kind: ListPolicy['fields'][string], field: string): unknown {
  switch (kind) {
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n))
        throw fail('VALIDATION_FAILED', { detail: field }, [{ field, message: 'not a number' }]);
      return n;
    }
    case 'date': {
      const d = new Date(value);
      if (Number.isNaN(d.getTime()))
        throw fail('VALIDATION_FAILED', { detail: field }, [{ field, message: 'not a date' }]);
      return d;
    }
    case 'boolean':
      return value === 'true' || value === '1';
    default:
      return value;
  }
}

/**
 * The kind of an allow-listed field, or undefined. An own-property lookup: names such as
 * `constructor`, `__proto__` or `toString` live on every object's prototype and must
 * not pass for fields.
 */
function allowedField(policy: ListPolicy, field: string) {
  return Object.hasOwn(policy.fields, field) ? policy.fields[field] : undefined;
}

/** `text` as a regular expression that matches it literally (a keyword is text, never a pattern). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
