import { LANGS } from '@trade/contracts';
import { galleryOf } from '../model/gallery';
import type { Product, ProductKind } from '../model/product.model';
import { categoryTree } from '../reference/categories';
import type { ArticleDoc } from '../content/content.models';

/** A supply or demand as the search engine holds it. */
export interface ProductDocument {
  id: string;
  kind: ProductKind;
  memberId: string;
  name: string;
  description: string;
  brand: string;
  companyName: string;
  categoryText: string;
  categoryId: string;
  categoryPath: string[];
  price: number | null;
  quantity: number;
  unit: string;
  origin: string;
  country: string;
  validUntil: string;
  gallery: string[];
  images: string[];
  sortOrder: number;
  status: string;
  verified: boolean;
  listed: boolean;
  createdAt: string;
  updatedAt: string;
}

/** True for an item the public may see, but for its expiry (checked when asked). */
export function isListed(doc: Pick<Product, 'auditStatus' | 'visible' | 'status' | 'deletedAt'>): boolean {
  return !doc.deletedAt && doc.auditStatus === 'approved' && doc.visible === true && doc.status === 'open';
}

/** True for an item the public may see: approved, visible, open and not expired. */
export function isPublic(
  doc: Pick<Product, 'auditStatus' | 'visible' | 'status' | 'validUntil' | 'deletedAt'>,
  now = Date.now(),
): boolean {
  return isListed(doc) && new Date(doc.validUntil).getTime() > now;
}

/** The names of a category and its parents in every language, for keyword search. */
export function categoryText(categoryId: string): { path: string[]; text: string } {
  const tree = categoryTree();
  const path = tree.pathOf(categoryId);
  const words = path.flatMap((id) => {
    const name = tree.get(id)?.name;
    return name ? LANGS.map((lang) => name[lang]).filter(Boolean) : [];
  });
  return { path, text: words.join(' ') };
}

export function productDocument(kind: ProductKind, doc: Product, verified: boolean): ProductDocument {
  const gallery = galleryOf(doc);
  const category = categoryText(doc.categoryId);
  return {
    id: String(doc._id),
    kind,
    memberId: doc.memberId,
    name: doc.name,
    description: doc.description ?? '',
    brand: doc.brand ?? '',
    companyName: doc.companyName ?? '',
    categoryText: category.text,
    categoryId: doc.categoryId,
    categoryPath: category.path,
    price: doc.price ?? null,
    quantity: doc.quantity,
    unit: doc.unit,
    origin: doc.origin ?? '',
    country: doc.country,
    validUntil: new Date(doc.validUntil).toISOString(),
    gallery: gallery.ids,
    images: gallery.images,
    sortOrder: doc.sortOrder ?? 0,
    status: doc.status ?? 'open',
    verified,
    listed: isListed(doc),
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? doc.createdAt).toISOString(),
  };
}

/** A member with open public supply, as the supplier index holds it. */
export interface SupplierDocument {
  memberId: string;
  companyName: string;
  productText: string;
  verified: boolean;
  profileId: string;
  supplyCount: number;
  categoryIds: string[];
  categoryPaths: string[];
  countries: string[];
  image: string;
  latestAt: string | null;
  firstAt: string | null;
  openUntil: string | null;
}

/** How much of a supplier's products' text is kept for its keyword search. */
const PRODUCT_TEXT_ITEMS = 200;

/**
 * A supplier's summary from its open public supplies, newest first: its company name
 * (the newest supply's), how many, their categories (most supplies first), countries,
 * and the newest supply's first image.
 */
export function supplierSummary(
  memberId: string,
  newestFirst: Product[],
  now = Date.now(),
): Omit<SupplierDocument, 'verified' | 'profileId'> {
  const open = newestFirst.filter((doc) => isListed(doc) && new Date(doc.validUntil).getTime() > now);
  const categories = new Map<string, number>();
  const countries: string[] = [];
  let image = '';
  for (const doc of open) {
    categories.set(doc.categoryId, (categories.get(doc.categoryId) ?? 0) + 1);
    if (!countries.includes(doc.country)) countries.push(doc.country);
    if (!image) image = galleryOf(doc).images[0] ?? '';
  }
  const categoryIds = [...categories.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const times = open.map((doc) => new Date(doc.createdAt).getTime());
  const until = open.map((doc) => new Date(doc.validUntil).getTime());
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return {
    memberId,
    companyName: open[0]?.companyName ?? '',
    productText: open
      .slice(0, PRODUCT_TEXT_ITEMS)
      .map((doc) => `${doc.name} ${doc.brand ?? ''} ${doc.description ?? ''}`)
      .join('\n'),
    supplyCount: open.length,
    categoryIds,
    categoryPaths: [...new Set(categoryIds.flatMap((id) => categoryTree().pathOf(id)))],
    countries,
    image,
    latestAt: iso(times.length ? Math.max(...times) : undefined),
    firstAt: iso(times.length ? Math.min(...times) : undefined),
    openUntil: iso(until.length ? Math.max(...until) : undefined),
  };
}

/** An article as the search engine holds it. */
export function articleDocument(doc: ArticleDoc) {
  const three = (value: Partial<Record<(typeof LANGS)[number], string>> | null | undefined) => ({
    'zh-cn': value?.['zh-cn'] ?? '',
    en: value?.en ?? '',
    ru: value?.ru ?? '',
  });
  return {
    id: String(doc._id),
    categoryId: doc.categoryId,
    title: three(doc.title),
    summary: three(doc.summary),
    coverUrl: doc.coverUrl ?? '',
    listed: doc.status === 1 && !doc.deletedAt,
    sortOrder: doc.sortOrder ?? 0,
    publishedAt: (doc.publishedAt ?? doc.createdAt).toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
export type ArticleDocument = ReturnType<typeof articleDocument>;
