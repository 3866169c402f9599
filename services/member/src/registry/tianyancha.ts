import type { CompanyRegistry, RegistryCompany, RegistryHit, RegistrySearch } from './registry';
import { RegistryError } from './registry';
import type { RegistryCache } from './registry-cache';

/**
 * The Tianyancha open API (open.api.tianyancha.com), as this adapter calls it:
 *
 * - `GET {TIANYANCHA_URL}/services/open/search/2.0?word=<keyword>&pageNum=<n>&pageSize=<n>`
 *   (search, 20 a page at most) and `GET {TIANYANCHA_URL}/services/open/ic/baseinfo/normal?keyword=<credit code or name>`
 *   (a company's registration details), each with the header `Authorization: <token>`.
 * - Every answer is `{ error_code, reason, result }`. `error_code` 0 is success; 300000 is
 *   "no data" (an empty search, an unknown company); 300004 is "too many requests"; the
 *   others refuse the account or the request (300001 failed, 300002 account invalid,
 *   300003 account expired, 300005 no permission for this API, 300006 balance, 300007
 *   calls used up, 300008 parameter missing, 300009 account data, 300010 no such URL,
 *   300011 IP not allowed).
 * - Search: `result: { total, items: [{ id, name (matches wrapped in <em>), creditCode,
 *   legalPersonName, regCapital, estiblishTime ("YYYY-MM-DD hh:mm:ss.0"), regStatus, base,
 *   companyType, regNumber, orgNumber, type, matchType }] }`.
 * - Base info: `result: { id, name, property3 (English name), creditCode, legalPersonName,
 *   regCapital, estiblishTime (ms since the epoch), regStatus, regLocation, businessScope,
 *   companyOrgType, regInstitute, base, city, district, historyNames, regNumber, orgNumber,
 *   taxNumber, industry, … }`.
 */
export const TIANYANCHA_SEARCH_PATH = '/services/open/search/2.0';
export const TIANYANCHA_BASEINFO_PATH = '/services/open/ic/baseinfo/normal';

const NO_DATA = 300000;
const TOO_FAST = 300004;

export interface TianyanchaOptions {
  baseUrl: string;
  token: string;
  /** How long one HTTP call may take, in ms. */
  timeoutMs: number;
  /** How many times a call that timed out, failed on the network or got a 5xx is tried again. */
  retries: number;
  /** The wait before the first retry, in ms; it doubles at each. */
  retryDelayMs: number;
  /** How long an answer is kept in the cache, in seconds (0: not kept). */
  cacheTtlS: number;
  cache: RegistryCache;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

interface Answer {
  error_code?: unknown;
  reason?: unknown;
  result?: unknown;
}

type Raw = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** Search names come with the matched words in <em>…</em>. */
const plain = (value: unknown) => text(value).replace(/<[^>]*>/g, '');

/** YYYY-MM-DD of a registry date: ms since the epoch (in China's time zone) or a date-time text. */
export function registryDate(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value))
    return new Date(value + 8 * 3600_000).toISOString().slice(0, 10);
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text(value));
  return match ? match[1]! : '';
}

const hitOf = (raw: Raw): RegistryHit => ({
  id: text(raw.id),
  name: plain(raw.name),
  creditCode: text(raw.creditCode).toUpperCase(),
  legalPerson: text(raw.legalPersonName),
  registeredCapital: text(raw.regCapital),
  establishedAt: registryDate(raw.estiblishTime),
  regStatus: text(raw.regStatus),
  base: text(raw.base),
});

const companyOf = (raw: Raw): RegistryCompany => ({
  ...hitOf(raw),
  nameEn: text(raw.property3),
  address: text(raw.regLocation),
  businessScope: text(raw.businessScope),
  companyType: text(raw.companyOrgType),
  regInstitute: text(raw.regInstitute),
  province: '',
  city: text(raw.city),
  district: text(raw.district),
});

/** The real registry: the Tianyancha open API over HTTP, its answers cached in the database. */
export class TianyanchaRegistry implements CompanyRegistry {
  readonly provider = 'tianyancha';
  private readonly now: () => number;

  constructor(private readonly options: TianyanchaOptions) {
    this.now = options.now ?? Date.now;
  }

  async search(keyword: string, pageNum: number, pageSize: number): Promise<RegistrySearch> {
    const word = keyword.trim();
    return this.cached(`search:${pageNum}:${pageSize}:${word}`, async () => {
      const result = await this.call(TIANYANCHA_SEARCH_PATH, {
        word,
        pageNum: String(pageNum),
        pageSize: String(pageSize),
      });
      if (result === null) return { total: 0, items: [] };
      const items = Array.isArray(result.items) ? (result.items as Raw[]) : [];
      return { total: Number(result.total) || items.length, items: items.map(hitOf) };
    });
  }

  async info(keyword: string): Promise<RegistryCompany | null> {
    const key = keyword.trim();
    return this.cached(`info:${key}`, async () => {
      const result = await this.call(TIANYANCHA_BASEINFO_PATH, { keyword: key });
      return result === null ? null : companyOf(result);
    });
  }

  /** The cached answer to a question, or the registry's, kept for cacheTtlS (failures are never kept). */
  private async cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const { cache, cacheTtlS } = this.options;
    const now = this.now();
    const kept = await cache.get(key, now);
    if (kept !== undefined) return kept as T;
    const answer = await ask();
    if (cacheTtlS > 0) await cache.set(key, answer, now + cacheTtlS * 1000);
    return answer;
  }

  /** One question to the registry, retried on time-outs, network errors and 5xx; `null` is "no data". */
  private async call(path: string, query: Record<string, string>): Promise<Raw | null> {
    const { baseUrl, token, timeoutMs, retries, retryDelayMs } = this.options;
    const url = `${baseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { Authorization: token, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        lastProblem = name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (error as Error).message;
        this.options.log?.warn({ path, attempt, problem: lastProblem }, 'registry call failed');
        continue;
      }
      if (res.status >= 500) {
        await res.arrayBuffer().catch(() => undefined);
        lastProblem = `HTTP ${res.status}`;
        this.options.log?.warn({ path, attempt, problem: lastProblem }, 'registry call failed');
        continue;
      }
      const body = (await res.json().catch(() => null)) as Answer | null;
      if (!res.ok || body === null || typeof body !== 'object' || !('error_code' in body))
        throw new RegistryError('unavailable', `registry answered HTTP ${res.status} without its envelope`);
      const code = Number(body.error_code);
      const reason = text(body.reason);
      if (code === 0) {
        if (body.result === null || typeof body.result !== 'object') return null;
        return body.result as Raw;
      }
      if (code === NO_DATA) return null;
      if (code === TOO_FAST) throw new RegistryError('unavailable', `registry: ${code} ${reason}`, reason);
      throw new RegistryError('refused', `registry refused the call: ${code} ${reason}`, reason);
    }
    throw new RegistryError('unavailable', `registry unavailable after ${retries + 1} tries: ${lastProblem}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
