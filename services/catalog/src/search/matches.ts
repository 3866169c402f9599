import { tokens } from '../matching/tokens';
import { scoreMatch, type MatchItem, type MatchScore } from '../matching/score';
import type { ProductKind } from '../model/product.model';
import type { MarketplaceSearch } from './marketplace-search';
import type { ProductDocument } from './search-documents';

/** What matching reads of an item: its category, country, quantity, age and keyword parts. */
export function matchItem(
  doc: Pick<
    ProductDocument,
    'id' | 'categoryId' | 'country' | 'quantity' | 'unit' | 'createdAt' | 'name' | 'description'
  >,
): MatchItem {
  const nameTokens = tokens(doc.name);
  return {
    id: doc.id,
    categoryId: doc.categoryId,
    country: doc.country,
    quantity: doc.quantity,
    unit: doc.unit,
    createdAt: new Date(doc.createdAt),
    nameTokens,
    textTokens: new Set([...nameTokens, ...tokens(doc.description)]),
  };
}

/**
 * Items of the other kind ranked for `target` (a supply for a demand, a demand for a
 * supply), best first: the search engine retrieves the candidates (related category or
 * shared keyword parts, never the owner's own, open only), score.ts ranks them.
 */
export async function rankMatches(
  search: MarketplaceSearch,
  targetKind: ProductKind,
  target: ProductDocument,
  limit: number,
  now = Date.now(),
): Promise<{ item: ProductDocument; match: MatchScore }[]> {
  const kind: ProductKind = targetKind === 'demand' ? 'supply' : 'demand';
  const candidates = await search.candidates(kind, target, 200, now);
  const wanted = matchItem(target);
  const scored: { item: ProductDocument; match: MatchScore }[] = [];
  for (const item of candidates) {
    const offered = matchItem(item);
    const match =
      kind === 'supply'
        ? scoreMatch(wanted, offered, 'supply', now)
        : scoreMatch(offered, wanted, 'demand', now);
    if (match) scored.push({ item, match });
  }
  scored.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      new Date(b.item.createdAt).getTime() - new Date(a.item.createdAt).getTime(),
  );
  return scored.slice(0, limit);
}
