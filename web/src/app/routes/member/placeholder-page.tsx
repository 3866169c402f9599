import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/app/router/root-shell';
import { PageHeader } from '@/components/page-header/page-header';

/** Stand-in for member pages whose content belongs to later issues. */
export default function MemberPlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <>
      <PageHeader
        title={title ? t(title) : ''}
        breadcrumb={[{ title: t('member:layout.title') }, { title: title ? t(title) : '' }]}
      />
      <Card>
        <Empty description={t('common:pages.placeholder')} />
      </Card>
    </>
  );
}
