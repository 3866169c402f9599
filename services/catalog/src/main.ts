import { runService } from '@trade/service-kit';
import { buildCatalog } from './app';

void runService(() => buildCatalog());
