import { hanChars, tokens } from '../matching/tokens';
import { scoreMatch, type MatchItem, type MatchScore } from '../matching/score';
import { categoryAffinity, categoryTree } from '../reference/categories';
import { galleryOf } from '../model/gallery';
import type { Product, ProductKind } from '../model/product.model';

/** A public item held in memory: the listed fields plus its search tokens. */
export interface IndexedItem extends MatchItem {
  kind: ProductKind;
  memberId: string;
  name: string;
  description: string;
  brand: string;
  price: number | null;
  origin: string;
  validUntil: Date;
  /** Gallery file ids, and their display URLs (what the public lists show). */
  gallery: string[];
  images: string[];
  sortOrder: number;
  status: string;
  companyName: string;
  searchTokens: Set<string>;
}

export const PUBLIC_SORTS = ['newest', 'priceAsc', 'priceDesc', 'quantityAsc', 'quantityDesc'] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];

export interface PublicQuery {
  keyword?: string;
  categoryId?: string;
  country?: string;
  minQuantity?: number;
  maxQuantity?: number;
  /** A price range leaves out items without a price (price on request). */
  minPrice?: number;
  maxPrice?: number;
  sort?: PublicSort;
  /** One member's items (a supplier's page). */
  memberId?: string;
  pageNumber: number;
  pageSize: number;
}

/** A member with open public items of one kind: a supplier of the supplier index. */
export interface SupplierSummary {
  memberId: string;
  companyName: string;
  itemCount: number;
  /** Its items' categories, most items first. */
  categoryIds: string[];
  countries: string[];
  /** Its newest item's time, and that item's first image. */
  latestAt: Date;
  firstAt: Date;
  image: string;
}

export interface SupplierQuery {
  keyword?: string;
  categoryId?: string;
  memberId?: string;
}

/** True when no price bound is set, or the item has a price within them. */
function inPriceRange(price: number | null, min?: number, max?: number): boolean {
  if (min === undefined && max === undefined) return true;
  if (price === null) return false;
  return (min === undefined || price >= min) && (max === undefined || price <= max);
}

/** True for an item the public may see: approved, visible, open and not expired. */
export function isPublic(
  doc: Pick<Product, 'auditStatus' | 'visible' | 'status' | 'validUntil' | 'deletedAt'>,
  now = Date.now(),
) {
  return (
    !doc.deletedAt &&
    doc.auditStatus === 'approved' &&
    doc.visible === true &&
    doc.status === 'open' &&
    new Date(doc.validUntil).getTime() > now
  );
}

/** Turns a product document into what matching reads (also for items not in the index). */
export function toMatchItem(kind: ProductKind, doc: Product): IndexedItem {
  const gallery = galleryOf(doc);
  const nameTokens = tokens(doc.name);
  const textTokens = new Set([...nameTokens, ...tokens(doc.description ?? '')]);
  const searchTokens = new Set([
    ...textTokens,
    ...tokens(doc.brand ?? ''),
    ...hanChars(`${doc.name} ${doc.description ?? ''}`),
  ]);
  return {
    id: String(doc._id),
    kind,
    memberId: doc.memberId,
    name: doc.name,
    description: doc.description ?? '',
    brand: doc.brand ?? '',
    price: doc.price ?? null,
    quantity: doc.quantity,
    unit: doc.unit,
    origin: doc.origin ?? '',
    validUntil: new Date(doc.validUntil),
    categoryId: doc.categoryId,
    country: doc.country,
    gallery: gallery.ids,
    images: gallery.images,
    sortOrder: doc.sortOrder ?? 0,
    status: doc.status ?? 'open',
    companyName: doc.companyName ?? '',
    createdAt: new Date(doc.createdAt),
    nameTokens,
    textTokens,
    searchTokens,
  };
}

const comparators: Record<PublicSort, (a: IndexedItem, b: IndexedItem) => number> = {
  newest: (a, b) => b.sortOrder - a.sortOrder || b.createdAt.getTime() - a.createdAt.getTime(),
  priceAsc: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  priceDesc: (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity),
  quantityAsc: (a, b) => a.quantity - b.quantity,
  quantityDesc: (a, b) => b.quantity - a.quantity,
};

/**
 * The in-memory read model of one kind's public items (approved, visible, open; expiry
 * is checked at query time). Lists and searches never touch MongoDB: the local
 * MongoDB-compatible server scans a whole collection for any filter or sort. A token
 * index answers keyword searches, a category index feeds matching, and each sort
 * order is kept as a sorted array rebuilt lazily after a change.
 */
export class ProductIndex {
  private readonly items = new Map<string, IndexedItem>();
  private readonly byToken = new Map<string, Set<string>>();
  private readonly byCategory = new Map<string, Set<string>>();
  private readonly sorted = new Map<PublicSort, IndexedItem[]>();
  /** `updatedAt` of the newest version applied per id, public or not, so a stale read never wins. */
  private readonly versions = new Map<string, number>();

  /** Counts the changes applied: a cache built from the index is stale once it moves. */
  revision = 0;

  constructor(readonly kind: ProductKind) {}

  get size(): number {
    return this.items.size;
  }

  get(id: string): IndexedItem | undefined {
    return this.items.get(id);
  }

  /**
   * Puts the document in the index if it is public, else takes it out. A version older
   * than one already applied is ignored: an event handler's read may race a local write.
   */
  apply(doc: Product | null, id: string): void {
    if (doc?.updatedAt) {
      const version = new Date(doc.updatedAt).getTime();
      if (version < (this.versions.get(id) ?? 0)) return;
      this.versions.set(id, version);
    }
    this.revision += 1;
    this.remove(id);
    if (!doc || !isPublic(doc)) return;
    const item = toMatchItem(this.kind, doc);
    this.items.set(item.id, item);
    for (const token of item.searchTokens) addTo(this.byToken, token, item.id);
    addTo(this.byCategory, item.categoryId, item.id);
    this.sorted.clear();
  }

  remove(id: string): void {
    const item = this.items.get(id);
    if (!item) return;
    this.items.delete(id);
    for (const token of item.searchTokens) removeFrom(this.byToken, token, id);
    removeFrom(this.byCategory, item.categoryId, id);
    this.sorted.clear();
  }

  clear(): void {
    this.revision += 1;
    this.versions.clear();
    this.items.clear();
    this.byToken.clear();
    this.byCategory.clear();
    this.sorted.clear();
  }

  /** A page of public items matching the query, in the requested order. */
  search(query: PublicQuery, now = Date.now()): { rows: IndexedItem[]; total: number } {
    const ordered = this.inOrder(query.sort ?? 'newest');
    const candidates = query.keyword ? this.keywordCandidates(query.keyword) : null;
    if (candidates && candidates.size === 0) return { rows: [], total: 0 };
    const start = (query.pageNumber - 1) * query.pageSize;
    const rows: IndexedItem[] = [];
    let total = 0;
    for (const item of ordered) {
      if (candidates && !candidates.has(item.id)) continue;
      if (query.memberId && item.memberId !== query.memberId) continue;
      // A category takes in the categories below it.
      if (query.categoryId && !categoryTree().isWithin(item.categoryId, query.categoryId)) continue;
      if (query.country && item.country !== query.country) continue;
      if (query.minQuantity !== undefined && item.quantity < query.minQuantity) continue;
      if (query.maxQuantity !== undefined && item.quantity > query.maxQuantity) continue;
      if (!inPriceRange(item.price, query.minPrice, query.maxPrice)) continue;
      if (item.validUntil.getTime() <= now) continue;
      if (total >= start && rows.length < query.pageSize) rows.push(item);
      total += 1;
    }
    return { rows, total };
  }

  /** How many public items are open (not expired): the portal home's counts. */
  countOpen(now = Date.now()): number {
    let count = 0;
    for (const item of this.items.values()) if (item.validUntil.getTime() > now) count += 1;
    return count;
  }

  /** How many members have an open public item (the home's count of suppliers, for supply). */
  memberCount(now = Date.now()): number {
    const members = new Set<string>();
    for (const item of this.items.values()) if (item.validUntil.getTime() > now) members.add(item.memberId);
    return members.size;
  }

  /**
   * The members with open items, newest activity first: each with its company name (its
   * newest item's), how many items, their categories and countries. A keyword matches
   * the company name or any of its items; a category keeps those with an item in it
   * (or below it).
   */
  suppliers(query: SupplierQuery = {}, now = Date.now()): SupplierSummary[] {
    const candidates = query.keyword ? this.keywordCandidates(query.keyword) : null;
    const words = query.keyword?.trim().toLowerCase() ?? '';
    const byMember = new Map<
      string,
      { summary: SupplierSummary; categories: Map<string, number>; matched: boolean }
    >();
    for (const item of this.inOrder('newest')) {
      if (item.validUntil.getTime() <= now) continue;
      if (query.memberId && item.memberId !== query.memberId) continue;
      let entry = byMember.get(item.memberId);
      if (!entry) {
        entry = {
          summary: {
            memberId: item.memberId,
            companyName: item.companyName,
            itemCount: 0,
            categoryIds: [],
            countries: [],
            latestAt: item.createdAt,
            firstAt: item.createdAt,
            image: item.images[0] ?? '',
          },
          categories: new Map(),
          matched: !candidates || (words !== '' && item.companyName.toLowerCase().includes(words)),
        };
        byMember.set(item.memberId, entry);
      }
      const { summary } = entry;
      summary.itemCount += 1;
      if (item.createdAt > summary.latestAt) summary.latestAt = item.createdAt;
      if (item.createdAt < summary.firstAt) summary.firstAt = item.createdAt;
      if (!summary.image && item.images[0]) summary.image = item.images[0];
      if (!summary.countries.includes(item.country)) summary.countries.push(item.country);
      entry.categories.set(item.categoryId, (entry.categories.get(item.categoryId) ?? 0) + 1);
      if (candidates?.has(item.id)) entry.matched = true;
    }
    const out: SupplierSummary[] = [];
    for (const { summary, categories, matched } of byMember.values()) {
      if (!matched) continue;
      if (
        query.categoryId &&
        ![...categories.keys()].some((id) => categoryTree().isWithin(id, query.categoryId!))
      )
        continue;
      summary.categoryIds = [...categories.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      out.push(summary);
    }
    return out.sort((a, b) => b.latestAt.getTime() - a.latestAt.getTime());
  }

  /** Latest public items, for the portal's short lists. */
  latest(limit: number, now = Date.now()): IndexedItem[] {
    const rows: IndexedItem[] = [];
    for (const item of this.inOrder('newest')) {
      if (rows.length >= limit) break;
      if (item.validUntil.getTime() > now) rows.push(item);
    }
    return rows;
  }

  /**
   * Public items of this kind ranked against `target` (an item of the other kind),
   * best first. Candidates come from the token and category indexes, never a full scan.
   */
  matches(target: IndexedItem, limit: number, now = Date.now()) {
    const ids = new Set<string>();
    for (const token of target.textTokens) for (const id of this.byToken.get(token) ?? []) ids.add(id);
    for (const [categoryId, set] of this.byCategory) {
      if (categoryAffinity(target.categoryId, categoryId) > 0) for (const id of set) ids.add(id);
    }
    const scored: { item: IndexedItem; match: MatchScore }[] = [];
    for (const id of ids) {
      const item = this.items.get(id)!;
      if (item.memberId === target.memberId || item.validUntil.getTime() <= now) continue;
      const match =
        this.kind === 'supply'
          ? scoreMatch(target, item, 'supply', now)
          : scoreMatch(item, target, 'demand', now);
      if (match) scored.push({ item, match });
    }
    scored.sort(
      (a, b) => b.match.score - a.match.score || b.item.createdAt.getTime() - a.item.createdAt.getTime(),
    );
    return scored.slice(0, limit);
  }

  private keywordCandidates(keyword: string): Set<string> {
    const wanted = [...tokens(keyword)];
    if (wanted.length === 0) return new Set();
    // Every keyword token must be present (AND); start from the rarest posting list.
    const lists = wanted.map((token) => this.byToken.get(token) ?? new Set<string>());
    lists.sort((a, b) => a.size - b.size);
    const [first, ...rest] = lists;
    const out = new Set<string>();
    for (const id of first!) if (rest.every((set) => set.has(id))) out.add(id);
    return out;
  }

  private inOrder(sort: PublicSort): IndexedItem[] {
    let list = this.sorted.get(sort);
    if (!list) {
      list = [...this.items.values()].sort(
        (a, b) => comparators[sort](a, b) || b.createdAt.getTime() - a.createdAt.getTime(),
      );
      this.sorted.set(sort, list);
    }
    return list;
  }
}

function addTo(map: Map<string, Set<string>>, key: string, id: string) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string) {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) map.delete(key);
}
