import type { FastifyBaseLogger } from 'fastify';
import { memberFail } from '../errors';
import { RegistryError, type CompanyRegistry, type RegistryCompany, type RegistrySearch } from './registry';

/** The registry as the routes use it: its failures become the member service's errors. */
export class CompanyLookup {
  constructor(
    readonly registry: CompanyRegistry,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async search(keyword: string, pageNum: number, pageSize: number): Promise<RegistrySearch> {
    try {
      return await this.registry.search(keyword, pageNum, pageSize);
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** The company a credit code (or exact name) names; 404 when the registry has none. */
  async info(keyword: string): Promise<RegistryCompany> {
    let found: RegistryCompany | null;
    try {
      found = await this.registry.info(keyword);
    } catch (error) {
      throw this.failure(error);
    }
    if (!found) throw memberFail('REGISTRY_NOT_FOUND');
    return found;
  }

  /** As info, but a registry that cannot answer is `undefined` (logged), and none found is null. */
  async quietInfo(keyword: string): Promise<RegistryCompany | null | undefined> {
    try {
      return await this.registry.info(keyword);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      if (error.kind !== 'unconfigured')
        this.log?.warn({ err: error }, 'registry not asked: profile left unverified');
      return undefined;
    }
  }

  private failure(error: unknown) {
    if (!(error instanceof RegistryError)) return error;
    this.log?.warn({ err: error }, 'registry lookup failed');
    switch (error.kind) {
      case 'unavailable':
        return Object.assign(memberFail('REGISTRY_UNAVAILABLE'), { cause: error });
      case 'refused':
        return Object.assign(memberFail('REGISTRY_REFUSED', { reason: error.reason || error.message }), {
          cause: error,
        });
      case 'unconfigured':
        return memberFail('REGISTRY_NOT_CONFIGURED');
    }
  }
}
