import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { ArticleCategoryScreen } from '@/features/portal-content/article-category-screen';

/** /admin/content/article-category */
export default function ContentArticleCategoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:content.pages.articleCategory')} />
      <Card>
        <ArticleCategoryScreen />
      </Card>
    </>
  );
}
