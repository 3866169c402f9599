import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadCustomsConfig, type CustomsConfig } from './config';

/** Builds the customs service. */
export async function buildCustoms(config: CustomsConfig = loadCustomsConfig()) {
  return Service.create(standardServiceOptions('customs', config));
}
