import type { EventData } from '@trade/contracts';
import { newEvent } from '@trade/service-kit';
import type { DeclarationDoc } from './declaration.model';

type Basics = Pick<
  DeclarationDoc,
  | '_id'
  | 'memberId'
  | 'type'
  | 'direction'
  | 'key'
  | 'status'
  | 'error'
  | 'orderNo'
  | 'logisticsNo'
  | 'invtNo'
  | 'copNo'
  | 'messageGuid'
>;

/** What every trade.declaration.* event says of the document. */
export function declarationFields(doc: Basics): EventData<'trade.declaration.received'> {
  return {
    id: doc._id,
    memberId: doc.memberId,
    type: doc.type,
    direction: doc.direction,
    key: doc.key ?? '',
    status: doc.status,
    error: doc.error ?? false,
    orderNo: doc.orderNo ?? '',
    logisticsNo: doc.logisticsNo ?? '',
    invtNo: doc.invtNo ?? '',
    copNo: doc.copNo ?? '',
    messageGuid: doc.messageGuid ?? '',
  };
}

export const receivedEvent = (doc: Basics) =>
  newEvent('customs', 'trade.declaration.received', doc._id, declarationFields(doc));

export const rejectedEvent = (doc: Basics, errorMessage: string) =>
  newEvent('customs', 'trade.declaration.rejected', doc._id, { ...declarationFields(doc), errorMessage });

export const declaredEvent = (
  doc: Basics,
  fileName: string,
  actor: { kind: string; sub: string; ip?: string },
) =>
  newEvent('customs', 'trade.declaration.declared', doc._id, { ...declarationFields(doc), fileName }, actor);

export const receiptEvent = (
  doc: Basics,
  receipt: { receiptType: string; returnStatus: number; returnInfo: string },
) => newEvent('customs', 'trade.declaration.receipt', doc._id, { ...declarationFields(doc), ...receipt });
