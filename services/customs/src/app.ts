import type { Model } from 'mongoose';
import { HttpFileResolver, searchClient, Service, standardServiceOptions } from '@trade/service-kit';
import {
  CompanyDirectory,
  companyCodesModel,
  followCompanies,
  MemberCompanies,
} from './companies/company-codes';
import { loadCustomsConfig, type CustomsConfig } from './config';
import { CebSchemas } from './declarations/ceb-schema';
import { DeclarationIndex, feedDeclarationIndex } from './declarations/declaration-index';
import { cebMessageModel, declarationModel, unmatchedModel } from './declarations/declaration.model';
import { declarationRoutes } from './declarations/declaration.routes';
import { Declarer, SigningKeys } from './declarations/declare';
import { ExchangeInbox } from './declarations/exchange-inbox';
import { Ingestor } from './declarations/ingest';
import { SAMPLE_WAREHOUSES } from './warehouses/warehouse-samples';
import { warehouseModel } from './warehouses/warehouse.model';
import { warehouseRoutes } from './warehouses/warehouse.routes';
import { Warehouses } from './warehouses/warehouses';

/** Builds the customs service: the CEB declaration lists and the warehouses of the portal's map. */
export async function buildCustoms(
  config: CustomsConfig = loadCustomsConfig(),
  overrides: { outboxIntervalMs?: number } = {},
) {
  const serviceOptions = { ...standardServiceOptions('customs', config), ...overrides };
  const service = await Service.create(serviceOptions);
  const model = warehouseModel(service.mongo);
  service.useOutbox(model);
  await model.init();
  const files = new HttpFileResolver({
    baseUrl: config.FILES_URL,
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.FILES_TIMEOUT_MS,
  });
  const recorded = <T>(m: Model<T>, id: unknown) => service.eventsRecorded(m, id);
  const warehouses = new Warehouses(model, files, recorded);
  // A development platform starts with sample warehouses (never written in production).
  if (config.NODE_ENV !== 'production' && !(await model.exists({})))
    await model.insertMany(
      SAMPLE_WAREHOUSES.map((w) => ({ ...w, name: { en: '', ru: '', ...w.name }, status: 1 })),
    );
  await service.app.register(warehouseRoutes, { warehouses });

  const declarations = await declarationsPart(service, config, serviceOptions.mongo.db);
  return Object.assign(service, { warehouses, ...declarations });
}

/** The CEB declarations: company codes, messages in, the lists' index, the routes. */
async function declarationsPart(service: Service, config: CustomsConfig, db: string) {
  const models = {
    declarations: declarationModel(service.mongo),
    messages: cebMessageModel(service.mongo),
    unmatched: unmatchedModel(service.mongo),
  };
  const companyCodes = companyCodesModel(service.mongo);
  service.useOutbox(models.declarations);
  await Promise.all([
    models.declarations.init(),
    models.messages.init(),
    models.unmatched.init(),
    companyCodes.init(),
  ]);

  const directory = new CompanyDirectory(
    companyCodes,
    new MemberCompanies({
      baseUrl: config.MEMBER_URL,
      internalSecret: config.INTERNAL_SECRET,
      timeoutMs: config.MEMBER_TIMEOUT_MS,
    }),
  );

  const indexPrefix = config.CUSTOMS_INDEX_PREFIX ?? `${db.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-`;
  const index = new DeclarationIndex(searchClient(config), indexPrefix);
  await index.ensure();
  feedDeclarationIndex(
    service,
    index,
    models.declarations,
    config.CUSTOMS_INDEX_GROUP ?? `${db}-declaration-index`,
  );

  const schemas = new CebSchemas();
  const ingestor = new Ingestor(models, schemas, directory, (m, ids) => service.eventsRecorded(m, ...ids));
  // A company approved later takes the documents that waited for it on the unmatched list.
  followCompanies(service, directory, config.CUSTOMS_COMPANY_GROUP ?? `${db}-company-codes`, (codes) =>
    ingestor.rematch(codes),
  );
  const declarer = new Declarer(
    models.declarations,
    schemas,
    directory,
    new SigningKeys({
      dir: config.CEB_SIGNING_DIR,
      keyFile: config.CEB_SIGNING_KEY_FILE,
      certFile: config.CEB_SIGNING_CERT_FILE,
    }),
    { outboxDir: config.CEB_OUTBOX_DIR, dxpId: config.CEB_DXP_ID },
    (ids) => service.eventsRecorded(models.declarations, ...ids),
  );
  await service.app.register(declarationRoutes, { ingestor, index, declarer, ...models });

  const inbox = config.CEB_INBOX_DIR
    ? new ExchangeInbox(config.CEB_INBOX_DIR, ingestor, service.app.log, config.CEB_INBOX_POLL_MS)
    : null;
  if (inbox) {
    service.app.addHook('onReady', async () => inbox.start());
    service.app.addHook('onClose', async () => inbox.stop());
  }
  return { declarationModels: models, companyDirectory: directory, declarationIndex: index, ingestor, inbox };
}
