import type { RouteTable } from '../routing/route-table';
import { toOpenApi30 } from './openapi30';

/** One upstream's published document, or why it could not be had. */
export interface UpstreamDoc {
  name: string;
  doc: Record<string, unknown> | null;
  error?: string;
}

export interface MergeOptions {
  apiPrefix: string;
  routes: RouteTable;
  title: string;
  version: string;
}

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const COMPONENT_SECTIONS = [
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
];

/**
 * Merges the services' OpenAPI 3 documents into the one the gateway serves: paths get
 * the API prefix and are kept only where the route table sends them to that service
 * (internal endpoints stay hidden); components that clash by name but differ are
 * renamed `<service>.<name>` with their $refs rewritten. Missing services are listed
 * in `x-upstreams`, never fatal.
 */
export function mergeOpenApi(inputs: UpstreamDoc[], opts: MergeOptions): Json {
  const paths: Record<string, Json> = {};
  const components: Record<string, Json> = {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  };
  const tags = new Map<string, unknown>();
  const status: Array<{ name: string; status: 'ok' | 'missing'; error?: string; paths?: number }> = [];

  for (const input of inputs) {
    if (!input.doc) {
      status.push({ name: input.name, status: 'missing', error: input.error ?? 'no document' });
      continue;
    }
    if (typeof input.doc.openapi !== 'string' || !input.doc.openapi.startsWith('3.')) {
      status.push({ name: input.name, status: 'missing', error: 'not an OpenAPI 3 document' });
      continue;
    }
    const doc = renameComponents(input.doc, renamesFor(input, components));
    const own = (doc.components ?? {}) as Record<string, Json | undefined>;
    for (const section of COMPONENT_SECTIONS) {
      const entries = own[section];
      if (!entries) continue;
      const target = (components[section] ??= {});
      for (const [name, value] of Object.entries(entries)) target[name] ??= value;
    }
    for (const tag of (doc.tags ?? []) as Array<{ name: string }>)
      if (!tags.has(tag.name)) tags.set(tag.name, tag);

    let kept = 0;
    for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      const exposed: Json = {};
      for (const [key, value] of Object.entries(item)) {
        if (!HTTP_METHODS.includes(key)) {
          exposed[key] = value;
          continue;
        }
        const route = opts.routes.match(path, key.toUpperCase());
        if (!route || route.upstream.name !== input.name) continue;
        const operation: Json = { ...(value as Json), 'x-access': route.access };
        if (route.access !== 'public') operation.security ??= [{ bearerAuth: [] }];
        exposed[key] = operation;
        kept++;
      }
      if (Object.keys(exposed).some((k) => HTTP_METHODS.includes(k))) paths[opts.apiPrefix + path] = exposed;
    }
    status.push({ name: input.name, status: 'ok', paths: kept });
  }

  const missing = status.filter((s) => s.status === 'missing').map((s) => s.name);
  // The services describe their schemas in JSON Schema (OpenAPI 3.1 style); the merged
  // document is 3.0.3, which more clients and fuzzers read, so they are rewritten.
  return toOpenApi30({
    openapi: '3.0.3',
    info: {
      title: opts.title,
      version: opts.version,
      description:
        'Merged from the services behind the gateway. Calls need `Authorization: Bearer <access token>` ' +
        'except where `x-access` is `public`.' +
        (missing.length ? ` Not available right now: ${missing.join(', ')}.` : ''),
    },
    servers: [{ url: '/' }],
    tags: [...tags.values()],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components,
    'x-upstreams': status,
  }) as Json;
}

/** Names this service's components must take to avoid a different component of the same name. */
function renamesFor(input: UpstreamDoc, merged: Record<string, Json>): Map<string, string> {
  const renames = new Map<string, string>();
  const own = ((input.doc as Json).components ?? {}) as Record<string, Json | undefined>;
  for (const section of COMPONENT_SECTIONS) {
    for (const [name, value] of Object.entries(own[section] ?? {})) {
      const existing = merged[section]?.[name];
      if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(value)) {
        renames.set(`#/components/${section}/${name}`, `#/components/${section}/${input.name}.${name}`);
      }
    }
  }
  return renames;
}

/** A copy of `doc` with the renamed components under their new names and every $ref updated. */
function renameComponents(doc: Json, renames: Map<string, string>): Json {
  if (renames.size === 0) return doc;
  const copy = rewriteRefs(doc, renames) as Json;
  const components = copy.components as Record<string, Json> | undefined;
  for (const section of COMPONENT_SECTIONS) {
    const entries = components?.[section];
    if (!components || !entries) continue;
    const base = `#/components/${section}/`;
    components[section] = Object.fromEntries(
      Object.entries(entries).map(([name, value]) => [
        renames.get(base + name)?.slice(base.length) ?? name,
        value,
      ]),
    );
  }
  return copy;
}

/** A deep copy of `value` with every `$ref` found in `renames` replaced. */
function rewriteRefs(value: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renames));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    out[key] =
      key === '$ref' && typeof child === 'string'
        ? (renames.get(child) ?? child)
        : rewriteRefs(child, renames);
  }
  return out;
}
