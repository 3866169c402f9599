import { runService } from '@trade/service-kit';
import { buildAuth } from './app';

void runService(async () => (await buildAuth()).service);
