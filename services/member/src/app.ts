import type { Model } from 'mongoose';
import { SETTING_KEYS } from '@trade/contracts';
import { HttpFileResolver, Service, standardServiceOptions, type FileResolver } from '@trade/service-kit';
import { Companies } from './companies/companies';
import { companyModel } from './companies/company.model';
import { consumeRegistrations } from './companies/company-consumer';
import { companyRoutes } from './companies/company.routes';
import { loadMemberConfig, type MemberConfig } from './config';
import { acceptedQuoteModel } from './contracts/accepted-quote.model';
import { contractListModel, ContractLists } from './contracts/contract-list';
import { contractRowModel } from './contracts/contract-row.model';
import { contractModel } from './contracts/contract.model';
import { contractRoutes } from './contracts/contract.routes';
import { consumeContractEvents } from './contracts/contract-consumer';
import { Contracts } from './contracts/contracts';
import { declarationLinkModel } from './contracts/declaration-link.model';
import { Dossiers } from './contracts/dossier';
import { httpOwnershipTypes, type OwnershipTypes } from './records/ownership-types';
import { recordModel } from './records/record.model';
import { recordRoutes } from './records/record.routes';
import { Records } from './records/records';
import { CompanyLookup } from './registry/company-lookup';
import { LocalRegistry } from './registry/local-registry';
import { UnconfiguredRegistry, type CompanyRegistry } from './registry/registry';
import { MongoRegistryCache, registryCacheModel } from './registry/registry-cache';
import { TianyanchaRegistry } from './registry/tianyancha';
import { consumeReportEvents } from './reports/report-consumer';
import { reportFactModel } from './reports/report-fact.model';
import { ReportProjector } from './reports/report-projector';
import { reportRoutes } from './reports/report.routes';
import { Reports } from './reports/reports';

/** What a test may put in place of the member service's outside parties. */
export interface MemberOverrides {
  outboxIntervalMs?: number;
  files?: FileResolver;
  registry?: CompanyRegistry;
  ownershipTypes?: OwnershipTypes;
}

/**
 * Builds the member service: company profiles with the registry lookup, company filings,
 * and contracts with their execution tracking.
 */
export async function buildMember(
  config: MemberConfig = loadMemberConfig(),
  { files, registry, ownershipTypes, ...overrides }: MemberOverrides = {},
) {
  const options = standardServiceOptions('member', config);
  const service = await Service.create({ ...options, ...overrides });
  const log = service.app.log;
  const companiesModel = companyModel(service.mongo);
  const recordsModel = recordModel(service.mongo);
  const cacheModel = registryCacheModel(service.mongo);
  const contractsModel = contractModel(service.mongo);
  const rowsModel = contractRowModel(service.mongo);
  const listsModel = contractListModel(service.mongo);
  const quotesModel = acceptedQuoteModel(service.mongo);
  const factsModel = reportFactModel(service.mongo);
  const declarationsModel = declarationLinkModel(service.mongo);
  service.useOutbox(companiesModel);
  service.useOutbox(recordsModel);
  service.useOutbox(contractsModel);
  await Promise.all([
    companiesModel.init(),
    recordsModel.init(),
    cacheModel.init(),
    contractsModel.init(),
    rowsModel.init(),
    listsModel.init(),
    quotesModel.init(),
    factsModel.init(),
    declarationsModel.init(),
  ]);

  const chosen = registry ?? registryOf(config, new MongoRegistryCache(cacheModel), log);
  if (chosen.provider === 'none')
    log.warn('REGISTRY_PROVIDER is not set: registry lookups answer 503 and no profile is verified');
  const lookup = new CompanyLookup(chosen, log);
  const fileResolver =
    files ??
    new HttpFileResolver({
      baseUrl: config.FILES_URL,
      internalSecret: config.INTERNAL_SECRET,
      timeoutMs: config.FILES_TIMEOUT_MS,
    });
  const recorded = <T>(m: Model<T>, id: unknown) => service.eventsRecorded(m, id);
  const companies = new Companies(companiesModel, fileResolver, lookup, recorded);
  consumeRegistrations(service, companies, config.COMPANY_CONSUMER_GROUP ?? `${options.mongo.db}-companies`);
  const records = new Records(
    recordsModel,
    companies,
    ownershipTypes ?? httpOwnershipTypes(config.AUTH_URL),
    recorded,
  );

  const live = await service.liveConfig();
  const platformCompany = () => {
    const name = live.string(SETTING_KEYS.platformCompanyName, '').trim();
    return name ? { name, creditCode: live.string(SETTING_KEYS.platformCompanyCode, '').trim() } : null;
  };
  const contracts = new Contracts(
    contractsModel,
    rowsModel,
    new ContractLists(listsModel, rowsModel),
    quotesModel,
    companies,
    fileResolver,
    lookup,
    recorded,
    platformCompany,
  );
  const dossiers = new Dossiers(declarationsModel, factsModel, quotesModel);
  consumeContractEvents(
    service,
    contracts,
    dossiers,
    config.CONTRACT_CONSUMER_GROUP ?? `${options.mongo.db}-contracts`,
  );

  const reports = new Reports(factsModel);
  const projector = new ReportProjector(factsModel);
  consumeReportEvents(service, projector, config.REPORT_CONSUMER_GROUP ?? `${options.mongo.db}-reports`);

  await service.app.register(companyRoutes, { companies, lookup });
  await service.app.register(recordRoutes, { records });
  await service.app.register(contractRoutes, { contracts, dossiers });
  await service.app.register(reportRoutes, { reports });
  return Object.assign(service, { companies, records, lookup, contracts, dossiers, reports, projector });
}

/** The registry REGISTRY_PROVIDER names (none when unset). */
function registryOf(
  config: MemberConfig,
  cache: MongoRegistryCache,
  log: { warn(obj: object, msg: string): void },
): CompanyRegistry {
  switch (config.REGISTRY_PROVIDER) {
    case 'local':
      return new LocalRegistry(config.NODE_ENV);
    case 'tianyancha':
      return new TianyanchaRegistry({
        baseUrl: config.TIANYANCHA_URL,
        token: config.TIANYANCHA_TOKEN ?? '',
        timeoutMs: config.REGISTRY_TIMEOUT_MS,
        retries: config.REGISTRY_RETRIES,
        retryDelayMs: config.REGISTRY_RETRY_DELAY_MS,
        cacheTtlS: config.REGISTRY_CACHE_TTL_S,
        cache,
        log,
      });
    case undefined:
      return new UnconfiguredRegistry();
  }
}
