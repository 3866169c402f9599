import type { Model } from 'mongoose';
import { HttpFileResolver, Service, standardServiceOptions } from '@trade/service-kit';
import { loadCustomsConfig, type CustomsConfig } from './config';
import { SAMPLE_WAREHOUSES } from './warehouses/warehouse-samples';
import { warehouseModel } from './warehouses/warehouse.model';
import { warehouseRoutes } from './warehouses/warehouse.routes';
import { Warehouses } from './warehouses/warehouses';

/** Builds the customs service: the warehouses of the portal's map (the declaration lists come later). */
export async function buildCustoms(
  config: CustomsConfig = loadCustomsConfig(),
  overrides: { outboxIntervalMs?: number } = {},
) {
  const service = await Service.create({ ...standardServiceOptions('customs', config), ...overrides });
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
  return Object.assign(service, { warehouses });
}
