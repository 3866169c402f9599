import { runService } from '@trade/service-kit';
import { buildCustoms } from './app';

void runService(() => buildCustoms());
