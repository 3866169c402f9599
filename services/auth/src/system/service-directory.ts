import type { Identity } from '@trade/contracts';
import { signedIdentityHeaders, type App, type ServiceStatus, type TableInfo } from '@trade/service-kit';

/** The platform's services, in the order the status page lists them. */
export const SERVICE_NAMES = ['auth', 'catalog', 'member', 'customs', 'files', 'notify'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** One service's answer, or why there was none. */
export type Reached<T> = { name: ServiceName; url: string } & (
  { ok: true; value: T } | { ok: false; error: string }
);

/**
 * Asks each service for its `/internal/status` and `/internal/tables` with the admin's
 * identity signed as the gateway signs it. Auth asks itself in-process (it does not know
 * the address it is reached at). A service that does not answer in time is reported,
 * never an error of the whole list.
 */
export class ServiceDirectory {
  constructor(
    private readonly self: App,
    private readonly urls: Record<Exclude<ServiceName, 'auth'>, string>,
    private readonly settings: { internalSecret: string; timeoutMs: number },
  ) {}

  status(caller: Identity): Promise<Array<Reached<ServiceStatus>>> {
    return Promise.all(
      SERVICE_NAMES.map((name) => this.ask<ServiceStatus>(name, '/internal/status', caller)),
    );
  }

  tables(caller: Identity, only?: ServiceName): Promise<Array<Reached<TableInfo[]>>> {
    const names = only ? [only] : [...SERVICE_NAMES];
    return Promise.all(names.map((name) => this.ask<TableInfo[]>(name, '/internal/tables', caller)));
  }

  private async ask<T>(name: ServiceName, path: string, caller: Identity): Promise<Reached<T>> {
    const headers = signedIdentityHeaders(caller, this.settings.internalSecret);
    const url = name === 'auth' ? 'self' : this.urls[name];
    try {
      if (name === 'auth') {
        const res = await this.self.inject({ method: 'GET', url: path, headers });
        if (res.statusCode !== 200) return { name, url, ok: false, error: `HTTP ${res.statusCode}` };
        return { name, url, ok: true, value: res.json<T>() };
      }
      const res = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
        headers,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      if (!res.ok) return { name, url, ok: false, error: `HTTP ${res.status}` };
      return { name, url, ok: true, value: (await res.json()) as T };
    } catch (error) {
      return { name, url, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
