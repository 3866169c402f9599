import type { Service } from '@trade/service-kit';
import type { ReadModel } from './read-model';

/**
 * Keeps this replica's read model in step with writes made by the others: every
 * trade.supply / trade.demand event names the item, and the replica re-reads it by
 * id. The group is per instance, so each replica sees every event; reading by id is
 * idempotent, so replays and duplicates do no harm.
 */
export function syncReadModel(service: Service, readModel: ReadModel, groupId: string): void {
  const refresh = (kind: 'supply' | 'demand') => async (event: { subject: string }) =>
    readModel.refresh(kind, event.subject);
  service.consume({
    groupId,
    topics: ['trade.supply', 'trade.demand'],
    handlers: {
      'trade.supply.submitted': refresh('supply'),
      'trade.supply.audited': refresh('supply'),
      'trade.supply.status-changed': refresh('supply'),
      'trade.demand.submitted': refresh('demand'),
      'trade.demand.audited': refresh('demand'),
      'trade.demand.status-changed': refresh('demand'),
    },
  });
}
