import { runService } from '@trade/service-kit';
import { buildFiles } from './app';

void runService(async () => (await buildFiles()).service);
