import i18n from '@/i18n';
import type { FirstData } from '@/app/router/first-page-data';
import { portalContentApi } from '@/features/portal-content/api';

/** The home's one call, as both home pages (desktop and phone) ask for it. */
export const homeFirstData: FirstData = (store) =>
  store.dispatch(portalContentApi.endpoints.homeIndex.initiate(i18n.language, { subscribe: false }));
