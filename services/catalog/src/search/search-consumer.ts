import type { Service } from '@trade/service-kit';
import type { Categories } from '../catalogue/categories';
import type { PendingKind, SearchProjection } from './search-projection';

/**
 * Feeds the search projection from the events: supply and demand (each re-read by id
 * from the catalog's database), company profiles (re-read by id from the member
 * service), articles, and category renames and moves. The group is shared by all
 * replicas: each event is indexed once; a new group takes the events from now on (the
 * indexes a first start makes are built from the catalog's database, see reindex.ts). Re-reading by id is idempotent, so replays and
 * duplicates do no harm; the search engine down notes the item for the retries.
 */
export function consumeSearchEvents(
  service: Service,
  projection: SearchProjection,
  categories: Categories,
  groupId: string,
): void {
  const apply = (kind: PendingKind) => async (event: { subject: string }) =>
    void (await projection.apply(kind, event.subject));
  // The category events name the category; the tree is reloaded first, so the new names are used.
  const category = async (event: { subject: string }) => {
    await categories.load();
    await projection.apply('category', event.subject);
  };
  service.consume({
    groupId,
    // A new group starts at the events sent from now on: the indexes were built from the source.
    fromBeginning: false,
    topics: ['trade.supply', 'trade.demand', 'trade.company', 'trade.article', 'trade.category'],
    handlers: {
      'trade.supply.submitted': apply('supply'),
      'trade.supply.audited': apply('supply'),
      'trade.supply.status-changed': apply('supply'),
      'trade.demand.submitted': apply('demand'),
      'trade.demand.audited': apply('demand'),
      'trade.demand.status-changed': apply('demand'),
      'trade.company.created': apply('company'),
      'trade.company.changed': apply('company'),
      'trade.company.reviewed': apply('company'),
      'trade.article.created': apply('article'),
      'trade.article.changed': apply('article'),
      'trade.article.deleted': apply('article'),
      'trade.category.changed': category,
      'trade.category.refreshed': category,
    },
  });
}
