import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicText } from '@/lib/api/public-config';

/** The platform's own company (public settings), the seller of every company contract. */
export function usePlatformCompany(): { name: string; creditCode: string } {
  const { t } = useTranslation();
  const name = usePublicText('platform.company.name', '') || t('contract:platformName');
  const creditCode = usePublicText('platform.company.creditCode', '');
  return useMemo(() => ({ name, creditCode }), [name, creditCode]);
}
