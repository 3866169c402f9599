import type { Service } from '@trade/service-kit';
import type { ReportProjector } from './report-projector';

/**
 * What the reports read from Kafka: catalog's supplies, demands, inquiries and quotations,
 * and the service's own contracts. Each handler upserts facts by item id, so an event
 * delivered twice counts once (the kit's consumer also skips event ids it has handled).
 */
export function consumeReportEvents(service: Service, projector: ReportProjector, groupId: string) {
  return service.consume({
    groupId,
    topics: ['trade.supply', 'trade.demand', 'trade.inquiry', 'trade.quote', 'trade.contract'],
    handlers: {
      'trade.supply.submitted': (e) => projector.product('supply', e.data, e.time),
      'trade.supply.audited': (e) => projector.product('supply', e.data, e.time),
      'trade.supply.status-changed': (e) => projector.productChanged('supply', e.data, e.time),
      'trade.demand.submitted': (e) => projector.product('demand', e.data, e.time),
      'trade.demand.audited': (e) => projector.product('demand', e.data, e.time),
      'trade.demand.status-changed': (e) => projector.productChanged('demand', e.data, e.time),
      'trade.inquiry.created': (e) => projector.inquiry(e.data, e.time),
      'trade.inquiry.replied': (e) => projector.inquiryReplied(e.data),
      'trade.quote.created': (e) => projector.quote(e.data, e.time),
      'trade.quote.accepted': (e) => projector.quoteDecided(e.data, 'accepted'),
      'trade.quote.declined': (e) => projector.quoteDecided(e.data, 'declined'),
      'trade.contract.created': (e) => projector.contract(e.data, e.time),
      'trade.contract.changed': (e) => projector.contract(e.data, e.time),
      'trade.contract.submitted': (e) => projector.contract(e.data, e.time),
      'trade.contract.reviewed': (e) => projector.contract(e.data, e.time),
      'trade.contract.status-changed': (e) => projector.contract(e.data, e.time),
      'trade.contract.milestone-added': (e) => projector.contract(e.data, e.time),
      'trade.contract.deleted': (e) => projector.contract(e.data, e.time, true),
    },
  });
}
