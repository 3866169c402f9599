import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { useSupplierQuery } from './api';

/**
 * A supplier's profile for its page (desktop and phone), the page's title and description
 * set from it; `valid` is false for an id that cannot be a member's, which is not asked for.
 */
export function useSupplierProfile(memberId: string) {
  const { t } = useTranslation();
  const valid = /^[0-9a-f]{24}$/.test(memberId);
  const query = useSupplierQuery(memberId, { skip: !valid });
  const { data } = query;
  usePageMeta(
    data?.companyName,
    data
      ? t('portal:suppliers.description', { company: data.companyName, count: data.supplyCount })
      : undefined,
  );
  return { valid, ...query };
}
