import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { ArticleScreen } from '@/features/portal-content/article-screen';

/** /admin/content/article */
export default function ContentArticlePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:content.pages.article')} />
      <Card>
        <ArticleScreen />
      </Card>
    </>
  );
}
