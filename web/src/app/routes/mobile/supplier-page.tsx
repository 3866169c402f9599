import type { FirstData } from '@/app/router/first-page-data';
import { marketplaceApi } from '@/features/marketplace/api';
import { MobileSupplierIndex, supplierSearchArgs } from '@/features/marketplace/mobile-suppliers';
import { pageNumberOf } from '@/lib/page-in-address';

/** The index's page of suppliers, as it opens. */
export const firstData: FirstData = (store, { searchParams }) =>
  store.dispatch(
    marketplaceApi.endpoints.suppliers.initiate(supplierSearchArgs(pageNumberOf(searchParams)), {
      subscribe: false,
    }),
  );

/** /supplier on a phone. */
export default function MobileSupplierIndexPage() {
  return <MobileSupplierIndex />;
}
