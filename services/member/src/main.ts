import { runService } from '@trade/service-kit';
import { buildMember } from './app';

void runService(() => buildMember());
