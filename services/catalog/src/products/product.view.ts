import type { Lang } from '@trade/contracts';
import { categoryById } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import type { FoundProduct } from '../search/marketplace-search';
import { galleryOf, type Gallery } from '../model/gallery';
import type { Product, ProductKind } from '../model/product.model';
import type { ProductView, PublicProductView } from './product.schemas';

const displayStatus = (kind: ProductKind, status: string) =>
  status !== 'open' ? 'closed' : kind === 'demand' ? 'collecting' : 'supplying';

const names = (categoryId: string, country: string, lang: Lang) => ({
  categoryName: categoryById(categoryId)?.name[lang] ?? categoryId,
  countryName: (Object.hasOwn(COUNTRIES, country) ? COUNTRIES[country]?.[lang] : undefined) ?? country,
});

/** The gallery as clients get it: file ids, display URLs and the thumbnail URL. */
const galleryView = ({ ids, images }: Gallery) => ({ gallery: ids, images, image: images[0] ?? '' });

/** A stored product as its owner and admins see it. */
export function productView(kind: ProductKind, doc: Product, lang: Lang, now = Date.now()): ProductView {
  const validUntil = new Date(doc.validUntil);
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
    validUntil: validUntil.toISOString(),
    categoryId: doc.categoryId,
    country: doc.country,
    ...names(doc.categoryId, doc.country, lang),
    ...galleryView(galleryOf(doc)),
    sortOrder: doc.sortOrder ?? 0,
    visible: doc.visible ?? true,
    status: (doc.status ?? 'open') as 'open' | 'closed',
    displayStatus: displayStatus(kind, doc.status ?? 'open'),
    auditStatus: doc.auditStatus as ProductView['auditStatus'],
    rejectReason: doc.rejectReason ?? '',
    expired: validUntil.getTime() <= now,
    companyName: doc.companyName ?? '',
    contact: doc.contact ?? '',
    phone: doc.phone ?? '',
    email: doc.email,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

/** A public item from the search engine, with the member's verified badge and the matched words. */
export function publicView(item: FoundProduct, lang: Lang): PublicProductView {
  return {
    id: item.id,
    kind: item.kind,
    memberId: item.memberId,
    name: item.name,
    description: item.description,
    brand: item.brand,
    price: item.price,
    quantity: item.quantity,
    unit: item.unit,
    origin: item.origin,
    validUntil: item.validUntil,
    categoryId: item.categoryId,
    country: item.country,
    ...names(item.categoryId, item.country, lang),
    ...galleryView({ ids: item.gallery, images: item.images }),
    sortOrder: item.sortOrder,
    status: item.status as 'open' | 'closed',
    displayStatus: displayStatus(item.kind, item.status),
    expired: false,
    companyName: item.companyName,
    verified: item.verified,
    createdAt: item.createdAt,
    ...(item.highlight ? { highlight: item.highlight } : {}),
  };
}
