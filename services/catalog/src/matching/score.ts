import { categoryAffinity } from '../reference/categories';

/** What matching reads of a supply or a demand. */
export interface MatchItem {
  id: string;
  categoryId: string;
  country: string;
  quantity: number;
  unit: string;
  createdAt: Date;
  nameTokens: Set<string>;
  textTokens: Set<string>;
}

/** Weights of the signals; they sum to 1 so a score reads as a fraction of a perfect match. */
export const MATCH_WEIGHTS = { category: 0.3, keywords: 0.4, country: 0.1, quantity: 0.1, freshness: 0.1 };
const FRESHNESS_HALF_LIFE_DAYS = 30;

export interface MatchScore {
  score: number;
  signals: { category: number; keywords: number; country: number; quantity: number; freshness: number };
}

/** Share of `wanted` tokens found in `offered`, name tokens counting double. */
function keywordOverlap(wanted: MatchItem, offered: MatchItem): number {
  let total = 0;
  let hit = 0;
  for (const token of wanted.textTokens) {
    const weight = wanted.nameTokens.has(token) ? 2 : 1;
    total += weight;
    if (offered.nameTokens.has(token)) hit += weight;
    else if (offered.textTokens.has(token)) hit += weight * 0.5;
  }
  return total === 0 ? 0 : hit / total;
}

/** How well the offered quantity covers the wanted one, in the same unit. */
function quantityFit(demand: MatchItem, supply: MatchItem): number {
  if (demand.unit !== supply.unit) return 0;
  if (supply.quantity >= demand.quantity) return 1;
  return supply.quantity / demand.quantity;
}

/**
 * Scores a supply against a demand (symmetric in use: a supply owner sees demands
 * scored the same way). Null when neither category nor keywords relate the two:
 * country, quantity and freshness alone never make a match.
 */
export function scoreMatch(
  demand: MatchItem,
  supply: MatchItem,
  candidate: 'supply' | 'demand' = 'supply',
  now = Date.now(),
): MatchScore | null {
  const category = categoryAffinity(demand.categoryId, supply.categoryId);
  const keywords = keywordOverlap(demand, supply);
  if (category === 0 && keywords === 0) return null;
  const country = demand.country === supply.country ? 1 : 0;
  const quantity = quantityFit(demand, supply);
  // Freshness of the item being ranked, so stale offers sink.
  const ranked = candidate === 'supply' ? supply : demand;
  const candidateAge = (now - ranked.createdAt.getTime()) / 86_400_000;
  const freshness = Math.pow(0.5, Math.max(0, candidateAge) / FRESHNESS_HALF_LIFE_DAYS);
  const signals = { category, keywords, country, quantity, freshness };
  const score =
    MATCH_WEIGHTS.category * category +
    MATCH_WEIGHTS.keywords * keywords +
    MATCH_WEIGHTS.country * country +
    MATCH_WEIGHTS.quantity * quantity +
    MATCH_WEIGHTS.freshness * freshness;
  return { score: Math.round(score * 1000) / 1000, signals };
}
