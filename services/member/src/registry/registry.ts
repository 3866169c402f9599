/**
 * The company registry (the Tianyancha open API, or local fixtures): what the member
 * service asks it and the shapes it answers in, whichever adapter is behind it.
 */

/** A company found by a keyword search (`tycSearch`). */
export interface RegistryHit {
  /** The registry's own id of the company. */
  id: string;
  name: string;
  creditCode: string;
  legalPerson: string;
  /** Registered capital as the registry writes it (e.g. `5000万人民币`). */
  registeredCapital: string;
  /** YYYY-MM-DD, or empty when the registry does not say. */
  establishedAt: string;
  /** The registry's operating status (存续, 在业, 注销…). */
  regStatus: string;
  /** Province abbreviation (黑, 京…). */
  base: string;
}

/** A company's registration details (`tycInfo`), ready to fill the profile form. */
export interface RegistryCompany extends RegistryHit {
  nameEn: string;
  address: string;
  businessScope: string;
  companyType: string;
  regInstitute: string;
  province: string;
  city: string;
  district: string;
}

export interface RegistrySearch {
  total: number;
  items: RegistryHit[];
}

/** The registry behind an interface: a real HTTP adapter and a local one, chosen by configuration. */
export interface CompanyRegistry {
  /** Which adapter this is (`tianyancha`, `local`). */
  readonly provider: string;
  /** Companies whose name matches `keyword`; none found is an empty list. */
  search(keyword: string, pageNum: number, pageSize: number): Promise<RegistrySearch>;
  /** The company a credit code (or exact name) names; null when the registry has none. */
  info(keyword: string): Promise<RegistryCompany | null>;
}

/**
 * Why a registry call failed: `unavailable` (time-outs, network errors, 5xx after the
 * retries, rate limited), `refused` (an error_code the registry gives for the account or
 * the request), `unconfigured` (no adapter chosen).
 */
export class RegistryError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused' | 'unconfigured',
    message: string,
    readonly reason = '',
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** The registry when REGISTRY_PROVIDER is unset: every lookup is refused as not configured. */
export class UnconfiguredRegistry implements CompanyRegistry {
  readonly provider = 'none';
  async search(): Promise<RegistrySearch> {
    throw new RegistryError('unconfigured', 'REGISTRY_PROVIDER is not set');
  }
  async info(): Promise<RegistryCompany | null> {
    throw new RegistryError('unconfigured', 'REGISTRY_PROVIDER is not set');
  }
}
