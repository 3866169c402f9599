import { useEffect, useRef, useState } from 'react';
import { Empty, InfiniteScroll, List, SearchBar, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from '@/i18n';
import type { FirstData } from '@/app/router/first-page-data';
import {
  portalContentApi,
  useArticlesQuery,
  useArticleTreeQuery,
  type ArticleItem,
} from '@/features/portal-content/api';
import { articleLinks, publishedDay } from '@/features/portal-content/article-links';
import '@/features/portal-content/articles.css';
import { thumbnail } from '@/lib/thumbnail';
import { ListLink } from '@/components/list-link/list-link';

const PAGE_SIZE = 10;

/** The list's call for a page of articles, in a category and for a keyword (or all). */
const articlesArgs = (lang: string, pageNumber: number, categoryId: string, keyword: string) => ({
  lang,
  pageNumber,
  pageSize: PAGE_SIZE,
  ...(categoryId ? { categoryId } : {}),
  ...(keyword ? { keyword } : {}),
});

/** The category tabs and the first page of the list, as the address names them. */
export const firstData: FirstData = (store, { searchParams }) =>
  Promise.all([
    store.dispatch(portalContentApi.endpoints.articleTree.initiate(i18next.language, { subscribe: false })),
    store.dispatch(
      portalContentApi.endpoints.articles.initiate(
        articlesArgs(
          i18next.language,
          1,
          searchParams.get('category') ?? '',
          searchParams.get('keyword') ?? '',
        ),
        { subscribe: false },
      ),
    ),
  ]);

/** /article/list on a phone: top categories as tabs, a keyword search, more on scrolling. */
export default function MobileArticleListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const [pageNumber, setPageNumber] = useState(1);
  /** Settles the scroller's "load more" once the page it asked for is shown. */
  const pageShown = useRef<(() => void) | null>(null);
  const tree = useArticleTreeQuery(i18n.language);
  const { data, isFetching } = useArticlesQuery(articlesArgs(i18n.language, pageNumber, categoryId, keyword));
  // A first page already in the store (the app's first data) is drawn with the list at once.
  const [rows, setRows] = useState<ArticleItem[]>(() => (data && !isFetching ? data.rows : []));
  // A new category, keyword or language starts the list again (in this same draw).
  const listKey = [categoryId, keyword, i18n.language].join('|');
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setPageNumber(1);
    setRows([]);
  }
  useEffect(() => {
    if (!data || isFetching) return;
    setRows((shown) => (pageNumber === 1 ? data.rows : [...shown, ...data.rows]));
    pageShown.current?.();
    pageShown.current = null;
  }, [data, isFetching, pageNumber]);
  const hasMore = rows.length > 0 && rows.length < (data?.total ?? 0);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div data-testid="m-article-list">
      <div style={{ padding: '8px 12px' }}>
        <SearchBar
          defaultValue={keyword}
          placeholder={t('portal:articles.search')}
          onSearch={(value) => set('keyword', value.trim())}
          onClear={() => set('keyword', '')}
        />
      </div>
      <Tabs activeKey={categoryId || 'all'} onChange={(key) => set('category', key === 'all' ? '' : key)}>
        <Tabs.Tab title={t('portal:articles.all')} key="all" />
        {(tree.data ?? []).map((node) => (
          <Tabs.Tab title={node.name} key={node.id} />
        ))}
      </Tabs>
      {data && rows.length === 0 && !isFetching ? (
        <Empty description={t('portal:articles.empty')} />
      ) : (
        <List>
          {rows.map((item) => (
            <List.Item
              key={item.id}
              data-testid="article-item"
              prefix={
                item.coverUrl ? (
                  <img className="m-article-cover" src={thumbnail(item.coverUrl, 320)} alt="" />
                ) : undefined
              }
              description={`${item.categoryName} · ${publishedDay(item.publishedAt, i18n.language)}`}
            >
              <ListLink to={articleLinks.info(item.id)}>{item.title}</ListLink>
            </List.Item>
          ))}
        </List>
      )}
      <InfiniteScroll
        hasMore={hasMore}
        loadMore={() =>
          new Promise<void>((resolve) => {
            pageShown.current = resolve;
            setPageNumber((n) => n + 1);
          })
        }
      />
    </div>
  );
}
