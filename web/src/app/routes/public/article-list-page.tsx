import { Empty, Input, List, Pagination, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArticlesQuery, useArticleTreeQuery, type ArticleCategory } from '@/features/portal-content/api';
import { articleLinks, publishedDay } from '@/features/portal-content/article-links';
import '@/features/portal-content/articles.css';
import { thumbnail } from '@/lib/thumbnail';

const PAGE_SIZE = 10;

/** The category menu: every category, its subcategories indented under it. */
function CategoryMenu({ tree, current }: { tree: ArticleCategory[]; current: string }) {
  const { t } = useTranslation();
  const entries: { node: ArticleCategory; depth: number }[] = [];
  const walk = (nodes: ArticleCategory[], depth: number) =>
    nodes.forEach((node) => {
      entries.push({ node, depth });
      walk(node.children, depth + 1);
    });
  walk(tree, 0);
  const cls = (active: boolean) => (active ? 'article-cat article-cat-active' : 'article-cat');
  return (
    <nav
      className="article-cats"
      aria-label={t('portal:articles.categories')}
      data-testid="article-categories"
    >
      <Link className={cls(current === '')} to={articleLinks.list()}>
        {t('portal:articles.all')}
      </Link>
      {entries.map(({ node, depth }) => (
        <Link
          key={node.id}
          className={cls(current === node.id)}
          style={{ paddingLeft: 16 + depth * 16 }}
          to={articleLinks.list(node.id)}
        >
          {node.name}
        </Link>
      ))}
    </nav>
  );
}

/** /article/list: the platform's articles by category and keyword, newest first, ten a page. */
export default function ArticleListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const tree = useArticleTreeQuery(i18n.language);
  const { data, isFetching } = useArticlesQuery({
    lang: i18n.language,
    pageNumber,
    pageSize: PAGE_SIZE,
    ...(categoryId ? { categoryId } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const change = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return (
    <section className="page-section article-layout">
      <aside>
        {tree.isLoading ? <Skeleton active /> : <CategoryMenu tree={tree.data ?? []} current={categoryId} />}
      </aside>
      <div className="article-main">
        <div className="article-head">
          <h1>{t('portal:nav.articles')}</h1>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('portal:articles.search')}
            onSearch={(value) => change({ keyword: value.trim(), page: '' })}
            style={{ maxWidth: 320 }}
            data-testid="article-search"
          />
        </div>
        <List
          loading={isFetching}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: <Empty description={t('portal:articles.empty')} /> }}
          renderItem={(item) => (
            <List.Item
              key={item.id}
              data-testid="article-item"
              extra={
                item.coverUrl ? (
                  <img className="article-cover" src={thumbnail(item.coverUrl, 320)} alt="" />
                ) : null
              }
            >
              <List.Item.Meta
                title={<Link to={articleLinks.info(item.id)}>{item.title}</Link>}
                description={
                  <>
                    {item.summary && <p className="article-summary">{item.summary}</p>}
                    <Tag>{item.categoryName}</Tag>
                    <time dateTime={item.publishedAt}>{publishedDay(item.publishedAt, i18n.language)}</time>
                  </>
                }
              />
            </List.Item>
          )}
        />
        {(data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            className="article-pager"
            current={pageNumber}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            showSizeChanger={false}
            onChange={(page) => change({ page: String(page) })}
          />
        )}
      </div>
    </section>
  );
}
