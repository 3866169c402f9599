import { Card, Empty } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';

/** Generic /admin/<module>/<view> page until each module gets its own screens. */
export default function ModulePage() {
  const { t } = useTranslation();
  const { module, view } = useParams();
  return (
    <>
      <PageHeader title={t('admin:pages.module')} subTitle={`${module} / ${view}`} />
      <Card>
        <Empty description={t('common:pages.placeholder')} />
      </Card>
    </>
  );
}
