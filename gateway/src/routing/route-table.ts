import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { ConfigError, type Env } from '../config/env';
import { parseDuration, parsePositiveInt, parseSize } from '../config/units';

/** Who may call a route: anyone, any signed-in caller, members only, admin users only. */
export const ACCESS_LEVELS = ['public', 'user', 'member', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface Upstream {
  name: string;
  /** Origin plus optional base path, without a trailing slash. */
  url: string;
}

export interface RateLimitClass {
  name: string;
  max: number;
  windowMs: number;
}

export interface Route {
  /** As written in routes.yaml, e.g. `/login/*` or `/admin/router`. */
  path: string;
  /** The path without its trailing `*`. */
  prefix: string;
  /** True when the path has no trailing `*` and matches only itself. */
  exact: boolean;
  upstream: Upstream;
  access: Access;
  /** Allowed methods (HEAD implied by GET), or null for any. */
  methods: ReadonlySet<string> | null;
  bodyLimit: number | null;
  rateLimit: RateLimitClass | null;
  timeoutMs: number | null;
}

/** The compiled route table: longest match wins, an exact path beats any prefix. */
export class RouteTable {
  private readonly exact = new Map<string, Route[]>();
  /** Prefix routes, longest prefix first. */
  private readonly prefixes: Route[];

  constructor(
    readonly upstreams: ReadonlyMap<string, Upstream>,
    readonly rateLimits: { default: RateLimitClass } & Record<string, RateLimitClass>,
    readonly routes: readonly Route[],
  ) {
    for (const route of routes) {
      if (route.exact) this.exact.set(route.prefix, [...(this.exact.get(route.prefix) ?? []), route]);
    }
    this.prefixes = routes.filter((r) => !r.exact).sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /** The route serving `path` (without the API prefix and query) for `method`, or null. */
  match(path: string, method: string): Route | null {
    const exact = this.exact.get(path);
    if (exact) {
      for (const route of exact) if (allows(route, method)) return route;
    }
    for (const route of this.prefixes) {
      if (path.startsWith(route.prefix) && allows(route, method)) return route;
    }
    return null;
  }
}

function allows(route: Route, method: string): boolean {
  return route.methods === null || route.methods.has(method);
}

/** Reads routes.yaml, expands `${VAR}` / `${VAR:-default}` from env and checks every entry. */
export function loadRouteTable(file: string, env: Env): RouteTable {
  let doc: unknown;
  try {
    doc = parseYaml(readFileSync(file, 'utf8'));
  } catch (err) {
    throw ConfigError.about('ROUTES_FILE', `cannot read ${file}: ${(err as Error).message}`);
  }
  return compileRouteTable(expandEnv(doc, env), file);
}

/** Checks a parsed (and expanded) route table document. */
export function compileRouteTable(doc: unknown, source = 'routes.yaml'): RouteTable {
  const fail = (where: string, message: string): never => {
    throw ConfigError.about('ROUTES_FILE', `${source} ${where}: ${message}`);
  };
  const root = asObject(doc) ?? fail('', 'must be a mapping with upstreams, rateLimits and routes');

  const upstreams = new Map<string, Upstream>();
  const upstreamDoc = asObject(root.upstreams) ?? fail('upstreams', 'must be a mapping of name to URL');
  for (const [name, value] of Object.entries(upstreamDoc)) {
    const url = typeof value === 'string' ? value.replace(/\/+$/, '') : '';
    if (!/^https?:\/\/[^/]+/.test(url))
      fail(`upstreams.${name}`, `must be an http(s) URL, got "${String(value)}"`);
    upstreams.set(name, { name, url });
  }

  const rateLimits: Record<string, RateLimitClass> = {};
  const limitsDoc =
    asObject(root.rateLimits) ?? fail('rateLimits', 'must be a mapping of class name to max/window');
  for (const [name, value] of Object.entries(limitsDoc)) {
    const entry = asObject(value) ?? fail(`rateLimits.${name}`, 'must have max and window');
    const max =
      parsePositiveInt(entry.max as string) ??
      fail(`rateLimits.${name}.max`, `must be a positive integer, got "${String(entry.max)}"`);
    const windowMs =
      parseDuration(entry.window as string) ??
      fail(
        `rateLimits.${name}.window`,
        `must be a duration such as 60s or 1m, got "${String(entry.window)}"`,
      );
    rateLimits[name] = { name, max, windowMs };
  }
  const defaultLimit =
    rateLimits.default ?? fail('rateLimits.default', 'is required (applies to every API request)');

  const routeDocs = Array.isArray(root.routes) ? root.routes : fail('routes', 'must be a list');
  const routes = routeDocs.map((value, i): Route => {
    const entry = asObject(value) ?? fail(`routes[${i}]`, 'must be a mapping');
    const where = `routes[${i}] (${String(entry.path)})`;
    const path = typeof entry.path === 'string' ? entry.path : fail(where, 'path is required');
    if (!/^\/[^\s?#*]*\*?$/.test(path)) fail(where, 'path must start with / and may end with * only');
    const upstream =
      upstreams.get(String(entry.upstream)) ?? fail(where, `unknown upstream "${String(entry.upstream)}"`);
    const access =
      ACCESS_LEVELS.find((a) => a === entry.access) ??
      fail(where, `access must be one of ${ACCESS_LEVELS.join(', ')}`);
    let methods: Set<string> | null = null;
    if (entry.methods !== undefined) {
      if (!Array.isArray(entry.methods) || entry.methods.length === 0)
        fail(where, 'methods must be a non-empty list');
      methods = new Set((entry.methods as unknown[]).map((m) => String(m).toUpperCase()));
      if (methods.has('GET')) methods.add('HEAD');
    }
    const bodyLimit =
      entry.bodyLimit === undefined
        ? null
        : (parseSize(entry.bodyLimit as string) ?? fail(where, `bad bodyLimit "${String(entry.bodyLimit)}"`));
    const rateLimit =
      entry.rateLimit === undefined
        ? null
        : (rateLimits[String(entry.rateLimit)] ??
          fail(where, `unknown rateLimit class "${String(entry.rateLimit)}"`));
    const timeoutMs =
      entry.timeout === undefined
        ? null
        : (parseDuration(entry.timeout as string) ?? fail(where, `bad timeout "${String(entry.timeout)}"`));
    const exact = !path.endsWith('*');
    if (reachesInternal(path, exact))
      fail(where, `${INTERNAL_PREFIX}* is for calls between services and is never routed from outside`);
    return {
      path,
      prefix: exact ? path : path.slice(0, -1),
      exact,
      upstream,
      access,
      methods,
      bodyLimit,
      rateLimit,
      timeoutMs,
    };
  });

  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.path} ${[...(route.methods ?? ['*'])].sort().join(',')}`;
    if (seen.has(key)) fail(`routes (${route.path})`, 'is listed twice');
    seen.add(key);
  }
  return new RouteTable(upstreams, { ...rateLimits, default: defaultLimit }, routes);
}

/** Services' service-to-service routes (e.g. files' /internal/files/resolve); no route may reach them. */
export const INTERNAL_PREFIX = '/internal/';

/** True when a route would match some `/internal/...` path: it names one, or is a prefix of them all. */
function reachesInternal(path: string, exact: boolean): boolean {
  if (path === '/internal' || path.startsWith(INTERNAL_PREFIX)) return true;
  return !exact && INTERNAL_PREFIX.startsWith(path.slice(0, -1));
}

/** Replaces `${VAR}` and `${VAR:-default}` in every string of a parsed document. */
export function expandEnv(value: unknown, env: Env): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
      (_whole, name: string, fallback: string | undefined) => {
        const set = env[name];
        if (set !== undefined && set !== '') return set;
        if (fallback !== undefined) return fallback;
        throw ConfigError.about(name, 'is required by routes.yaml');
      },
    );
  }
  if (Array.isArray(value)) return value.map((item) => expandEnv(item, env));
  const obj = asObject(value);
  if (obj) return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, expandEnv(v, env)]));
  return value;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
