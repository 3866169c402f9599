import type { Service } from '@trade/service-kit';
import type { Companies } from './companies';

/**
 * Auth's `trade.member.registered`: each new member gets the empty company profile shell
 * its profile screens start from (once: a repeated event finds the shell there).
 */
export function consumeRegistrations(service: Service, companies: Companies, groupId: string) {
  return service.consume({
    groupId,
    topics: ['trade.member'],
    handlers: {
      'trade.member.registered': (event) =>
        companies.createShell(event.data.memberId, event.data.companyName),
    },
  });
}
