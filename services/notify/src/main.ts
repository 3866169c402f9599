import { runService } from '@trade/service-kit';
import { buildNotify } from './app';

void runService(() => buildNotify());
