import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadCatalogConfig, type CatalogConfig } from './config';

/** Builds the catalog service. */
export async function buildCatalog(config: CatalogConfig = loadCatalogConfig()) {
  return Service.create(standardServiceOptions('catalog', config));
}
