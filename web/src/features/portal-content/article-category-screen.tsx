import { useTranslation } from 'react-i18next';
import { CategoryTreeEditor } from '@/components/category-tree-editor/category-tree-editor';
import { useArticleCategoryTreeQuery, useDeleteContentMutation, useSaveContentMutation } from './admin-api';

/** /admin/content/article-category: the articles' category tree, names in zh-cn, en and ru. */
export function ArticleCategoryScreen() {
  const { t } = useTranslation();
  const { data = [], isFetching } = useArticleCategoryTreeQuery();
  const [save, { isLoading }] = useSaveContentMutation();
  const [remove] = useDeleteContentMutation();
  return (
    <CategoryTreeEditor
      data={data}
      loading={isFetching}
      saving={isLoading}
      onSave={(fields, id) => save({ resource: 'article.category', body: { ...fields, id } }).unwrap()}
      onRemove={(id) => remove({ resource: 'article.category', id }).unwrap()}
      titles={{
        add: t('admin:content.category.add'),
        edit: t('admin:content.category.edit'),
        name: t('admin:content.category.name'),
        root: t('admin:content.category.root'),
      }}
      testId="article-category"
    />
  );
}
