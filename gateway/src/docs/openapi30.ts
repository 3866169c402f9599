type Json = Record<string, unknown>;

/** Keys whose value is one schema. */
const SCHEMA_KEYS = ['items', 'not', 'additionalProperties', 'schema'];
/** Keys whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf'];
/** Keys whose value maps names to schemas (or to objects holding schemas). */
const SCHEMA_MAP_KEYS = ['properties'];
/** JSON Schema keywords that OpenAPI 3.0's Schema Object does not know. */
const DROPPED = ['$schema', '$id', '$comment', 'examples', 'contentMediaType', 'contentEncoding'];

/**
 * Rewrites the services' schemas (JSON Schema as TypeBox and ajv write it, OpenAPI 3.1
 * style) into the forms OpenAPI 3.0.3 allows, so the merged document is valid 3.0:
 * a numeric `exclusiveMinimum` becomes `minimum` with `exclusiveMinimum: true`, `const`
 * a one-value `enum`, `type: 'null'` (alone, in a type list or an anyOf) `nullable`,
 * `patternProperties` `additionalProperties`. The services keep validating with the
 * original schemas; only the published description changes.
 */
export function toOpenApi30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi30);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    if (key === 'schema' || key === 'schemas') {
      out[key] = key === 'schema' ? schema30(child) : mapValues(child, schema30);
    } else out[key] = toOpenApi30(child);
  }
  return out;
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, fn(v)]));
}

/** One schema and everything nested in it, in OpenAPI 3.0 form. */
export function schema30(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Json;
  if (typeof input.$ref === 'string') return { $ref: input.$ref };
  const out: Json = {};
  for (const [key, child] of Object.entries(input)) {
    if (DROPPED.includes(key)) continue;
    if (SCHEMA_KEYS.includes(key)) out[key] = typeof child === 'boolean' ? child : schema30(child);
    else if (SCHEMA_LIST_KEYS.includes(key) && Array.isArray(child)) out[key] = child.map(schema30);
    else if (SCHEMA_MAP_KEYS.includes(key)) out[key] = mapValues(child, schema30);
    else out[key] = child;
  }
  if (Array.isArray(input.examples) && input.examples.length > 0 && out.example === undefined)
    out.example = input.examples[0];

  for (const [exclusive, inclusive] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] === 'number') {
      out[inclusive] = out[exclusive];
      out[exclusive] = true;
    }
  }
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  if (out.patternProperties && typeof out.patternProperties === 'object') {
    const patterns = Object.values(out.patternProperties as Json).map(schema30);
    delete out.patternProperties;
    if (out.additionalProperties === undefined || out.additionalProperties === false)
      out.additionalProperties = patterns.length === 1 ? patterns[0] : { anyOf: patterns };
  }
  nullableType(out);
  nullableAnyOf(out);
  return out;
}

/** `type: ['string', 'null']` → `type: 'string', nullable: true`; `type: 'null'` → nullable. */
function nullableType(schema: Json) {
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else {
      delete schema.type;
      if (types.length > 1) schema.anyOf = types.map((type) => ({ type }));
    }
  } else if (schema.type === 'null') {
    delete schema.type;
    schema.nullable = true;
    schema.enum = [null];
  }
}

/** `anyOf: [X, { type: 'null' }]` → X with `nullable: true` (or anyOf of the rest, nullable). */
function nullableAnyOf(schema: Json) {
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const isNull = (s: unknown) => {
      const o = s as Json;
      return o?.nullable === true && Array.isArray(o.enum) && o.enum.length === 1 && o.enum[0] === null;
    };
    const rest = list.filter((s) => !isNull(s));
    if (rest.length === list.length) continue;
    delete schema[key];
    schema.nullable = true;
    if (rest.length === 1 && typeof (rest[0] as Json).$ref !== 'string') {
      Object.assign(schema, rest[0] as Json, { nullable: true });
    } else if (rest.length > 0) schema[key] = rest;
  }
}
