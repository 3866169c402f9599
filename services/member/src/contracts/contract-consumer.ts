import type { CloudEvent, EventData } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import { acceptedQuoteOf, type Contracts } from './contracts';
import type { Dossiers } from './dossier';

/**
 * What the member service reads from Kafka for its contracts:
 * - catalog's `trade.quote.accepted` into the accepted-quotation read model, so a contract
 *   can start from a quotation without reading catalog's database;
 * - its own `trade.contract.*`, to write again the list rows of the contract each names
 *   (from the contract document; the newest version wins), so a row the request did not
 *   get to write after its contract comes back;
 * - customs' `trade.declaration.*`, into the declarations read model of the trade dossier.
 */
export function consumeContractEvents(
  service: Service,
  contracts: Contracts,
  dossiers: Dossiers,
  groupId: string,
) {
  const rows = async (event: CloudEvent<string, { id: string }>) => contracts.writeRows(event.data.id);
  const declaration = (event: Parameters<Dossiers['record']>[0]) => dossiers.record(event);
  return service.consume({
    groupId,
    topics: ['trade.quote', 'trade.contract', 'trade.declaration'],
    handlers: {
      'trade.quote.accepted': async (event: CloudEvent<string, EventData<'trade.quote.accepted'>>) => {
        await contracts.quotes.updateOne(
          { _id: event.data.id },
          { $set: acceptedQuoteOf(event.data) },
          { upsert: true },
        );
      },
      'trade.contract.created': rows,
      'trade.contract.changed': rows,
      'trade.contract.submitted': rows,
      'trade.contract.reviewed': rows,
      'trade.contract.status-changed': rows,
      'trade.contract.milestone-added': rows,
      'trade.contract.deleted': rows,
      'trade.declaration.received': declaration,
      'trade.declaration.rejected': declaration,
      'trade.declaration.declared': declaration,
      'trade.declaration.receipt': declaration,
    },
  });
}
