import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CategoryTreeEditor } from '@/components/category-tree-editor/category-tree-editor';
import {
  useCategoryTreeQuery,
  useDeleteProductItemMutation,
  useRefreshCategoriesMutation,
  useSaveProductItemMutation,
} from './api';

/** /admin/product/category: the category tree, with names in zh-cn, en and ru. */
export function CategoryScreen() {
  const { t } = useTranslation();
  const { data = [], isFetching } = useCategoryTreeQuery();
  const [save, { isLoading }] = useSaveProductItemMutation();
  const [remove] = useDeleteProductItemMutation();
  const [refresh, { isLoading: refreshing }] = useRefreshCategoriesMutation();
  return (
    <CategoryTreeEditor
      data={data}
      loading={isFetching}
      saving={isLoading}
      onSave={(fields, id) => save({ resource: 'category', body: { ...fields, id } }).unwrap()}
      onRemove={(id) => remove({ resource: 'category', id }).unwrap()}
      titles={{
        add: t('admin:product.category.add'),
        edit: t('admin:product.category.edit'),
        name: t('admin:product.category.name'),
        root: t('admin:product.category.root'),
      }}
      testId="category"
      toolbar={
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={() => void refresh()}
          data-testid="category-refresh"
        >
          {t('admin:product.category.refresh')}
        </Button>
      }
    />
  );
}
