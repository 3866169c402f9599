import { useState } from 'react';
import { DatePicker, Form, Image, InputNumber, Radio, Skeleton, Switch, Tag, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AdminList, editDeleteColumn } from '@/components/admin-list/admin-list';
import { nameKey, type TreeCategory } from '@/components/category-tree-editor/category-tree-editor';
import type { DataColumn } from '@/components/data-table/data-table';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import {
  contentBase,
  useAdminArticleQuery,
  useArticleCategoryTreeQuery,
  useChangeArticleStatusMutation,
  useDeleteContentMutation,
  useSaveContentMutation,
  type AdminArticle,
  type AdminArticleRow,
} from './admin-api';
import { LanguageFields } from './language-fields';

const categoryOptions = (nodes: TreeCategory[], label: (n: TreeCategory) => string): object[] =>
  nodes.map((n) => ({ value: n.id, title: label(n), children: categoryOptions(n.children ?? [], label) }));

const coverItems = (article?: AdminArticle): ImageItem[] =>
  article?.cover ? [{ name: article.title['zh-cn'], url: article.coverUrl, id: article.cover }] : [];

function ArticleForm({ article, onClose }: { article?: AdminArticle; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const { data: tree = [] } = useArticleCategoryTreeQuery();
  const [save, { isLoading }] = useSaveContentMutation();
  return (
    <FormDialog
      title={t(article ? 'admin:content.article.edit' : 'admin:content.article.add')}
      width={960}
      testId="article-form"
      saving={isLoading}
      onClose={onClose}
      initial={
        article
          ? {
              ...article,
              cover: coverItems(article),
              publishedAt: article.publishedAt ? dayjs(article.publishedAt) : null,
            }
          : { status: 0, sortOrder: 0, cover: [], title: {}, summary: {}, body: {} }
      }
      onSave={({ cover, publishedAt, ...values }) =>
        save({
          resource: 'article.article',
          body: {
            ...values,
            id: article?.id,
            cover: (cover as ImageItem[] | undefined)?.[0]?.id ?? '',
            publishedAt: publishedAt ? (publishedAt as Dayjs).toISOString() : null,
          },
        }).unwrap()
      }
    >
      <Form.Item name="categoryId" label={t('admin:content.article.category')} rules={[{ required: true }]}>
        <TreeSelect
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          treeData={categoryOptions(tree, (n) => n.name[lang] || n.name['zh-cn'])}
          data-testid="article-category-select"
        />
      </Form.Item>
      <LanguageFields titleMax={120} />
      <Form.Item
        name="cover"
        label={t('admin:content.article.cover')}
        valuePropName="value"
        getValueFromEvent={(items: ImageItem[]) => items}
      >
        <ImageUploader variant="single" limit={1} audience="admin" />
      </Form.Item>
      <Form.Item name="status" label={t('admin:content.article.status')}>
        <Radio.Group
          options={[
            { value: 0, label: t('admin:content.article.draft') },
            { value: 1, label: t('admin:content.article.published') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="publishedAt"
        label={t('admin:content.article.publishedAt')}
        extra={t('admin:content.article.publishedAtHelp')}
      >
        <DatePicker showTime />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('admin:sys.sort')} extra={t('admin:content.article.sortHelp')}>
        <InputNumber />
      </Form.Item>
    </FormDialog>
  );
}

/** The edit dialog reads the whole article (the list leaves the bodies out). */
function EditArticle({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useAdminArticleQuery(id, { refetchOnMountOrArgChange: true });
  return data ? <ArticleForm article={data} onClose={onClose} /> : <Skeleton active />;
}

/** /admin/content/article: the portal's articles, written in three languages and published when due. */
export function ArticleScreen() {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const [editing, setEditing] = useState<Editing<AdminArticleRow>>(null);
  const [remove] = useDeleteContentMutation();
  const [changeStatus] = useChangeArticleStatusMutation();
  const title = (row: AdminArticleRow) => row.title[lang] || row.title['zh-cn'];
  const columns: DataColumn[] = [
    {
      prop: 'coverUrl',
      label: t('admin:content.article.cover'),
      width: '80',
      render: (v) =>
        v ? <Image src={String(v)} width={56} height={40} style={{ objectFit: 'cover' }} /> : '-',
    },
    { prop: 'title.zh-cn', label: t('admin:content.title'), render: (_v, r) => title(r as AdminArticleRow) },
    {
      prop: 'categoryName',
      label: t('admin:content.article.category'),
      render: (v) => <Tag>{String(v)}</Tag>,
    },
    {
      prop: 'status',
      label: t('admin:content.article.published'),
      render: (v, r) => (
        <Switch
          checked={v === 1}
          aria-label={t('admin:content.article.published')}
          onChange={(on) => void changeStatus({ id: (r as AdminArticleRow).id, status: on ? 1 : 0 })}
        />
      ),
    },
    {
      prop: 'publishedAt',
      label: t('admin:content.article.publishedAt'),
      sortable: true,
      render: (v) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm') : '-'),
    },
    { prop: 'sortOrder', label: t('admin:sys.sort'), sortable: true },
    editDeleteColumn<AdminArticleRow>(
      t,
      (row) => setEditing({ mode: 'edit', row }),
      (row) => remove({ resource: 'article.article', id: row.id }).unwrap(),
      title,
    ),
  ];
  return (
    <>
      <AdminList
        tableKey="content-article"
        url={`${contentBase('article.article')}/page`}
        columns={columns}
        searchField="title.zh-cn"
        searchLabel={t('admin:content.title')}
        filterFields={[
          { field: 'title.zh-cn', label: t('admin:content.title') },
          { field: 'status', label: t('admin:content.article.status') },
          { field: 'publishedAt', label: t('admin:content.article.publishedAt') },
        ]}
        onAdd={() => setEditing({ mode: 'add' })}
      />
      {editing?.mode === 'add' && <ArticleForm onClose={() => setEditing(null)} />}
      {editing?.mode === 'edit' && <EditArticle id={editing.row.id} onClose={() => setEditing(null)} />}
    </>
  );
}
