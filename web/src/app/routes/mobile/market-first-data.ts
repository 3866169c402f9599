import type { FirstData } from '@/app/router/first-page-data';
import { marketplaceApi, type ProductKind } from '@/features/marketplace/api';
import { publicSearchArgs } from '@/features/marketplace/mobile-market-search';
import { optionsApi } from '@/components/dict-select/dict-api';
import { UNIT_DICT } from '@/components/dict-select/use-units';
import { pageNumberOf } from '@/lib/page-in-address';

/** A phone's supply or demand search, as it opens: its page of results and the unit names. */
export const marketFirstData =
  (kind: ProductKind): FirstData =>
  (store, { searchParams }) =>
    Promise.all([
      store.dispatch(
        marketplaceApi.endpoints.publicProducts.initiate(publicSearchArgs(kind, pageNumberOf(searchParams)), {
          subscribe: false,
        }),
      ),
      store.dispatch(
        optionsApi.endpoints.getOptions.initiate({ classCode: UNIT_DICT }, { subscribe: false }),
      ),
    ]);
