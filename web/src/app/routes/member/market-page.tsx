import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/app/router/root-shell';
import { PageHeader } from '@/components/page-header/page-header';

/** The frame of the member marketplace pages: page header with the route title. */
export function MarketPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <>
      <PageHeader
        title={title ? t(title) : ''}
        breadcrumb={[{ title: t('member:layout.title') }, { title: title ? t(title) : '' }]}
      />
      {children}
    </>
  );
}
