import type { Product, ProductKind } from './api';

/** Where each marketplace screen lives (§2 mobile member routes; the public detail mirrors /product/detail). */
export const marketLinks = {
  /** §2 /supplier, and a supplier's page (§2 names no path for it). */
  suppliers: () => '/supplier',
  supplier: (memberId: string) => `/supplier/info?id=${encodeURIComponent(memberId)}`,
  mobileList: (kind: ProductKind) => `/mobile/member/${kind}`,
  mobileSave: (kind: ProductKind, id: string | 0) => `/mobile/member/${kind}/save/${id}`,
  mobileInfo: (kind: ProductKind, id: string) => `/mobile/member/${kind}/info/${id}`,
  trade: (id: string) => `/mobile/transInfo/${id}`,
  /** Inquiry on a supply or quote on a demand, from a phone. */
  mobileTrade: (kind: ProductKind, id: string) =>
    kind === 'supply' ? `/mobile/member/supply/inquiry/${id}` : `/mobile/member/demand/offer/${id}`,
  publicDetail: (kind: ProductKind, id: string) =>
    kind === 'supply' ? `/product/detail/${id}` : `/product/detail/${id}?kind=demand`,
};

/** Display urls of a product's gallery: `images` when the server sends it, else the gallery entries themselves (older answers held urls there). */
export const galleryUrls = (p: Pick<Product, 'gallery' | 'images'>): string[] => p.images ?? p.gallery;

/** `2025-03-01 14:05` from an ISO time. */
export const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');
