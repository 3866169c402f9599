import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import i18next from '@/i18n';
import type { FirstData } from '@/app/router/first-page-data';
import { portalContentApi, useArticleQuery } from '@/features/portal-content/api';
import { articleLinks, publishedDay } from '@/features/portal-content/article-links';
import { RichText } from '@/components/rich-text/rich-text';
import '@/features/portal-content/articles.css';

/** An article's id as the address gives it: anything else is no article. */
const articleId = (params: URLSearchParams) => {
  const id = params.get('id') ?? '';
  return /^[0-9a-f]{24}$/.test(id) ? id : undefined;
};

/** The article the address names. */
export const firstData: FirstData = async (store, { searchParams }) => {
  const id = articleId(searchParams);
  if (id)
    await store.dispatch(
      portalContentApi.endpoints.article.initiate({ id, lang: i18next.language }, { subscribe: false }),
    );
};

/**
 * /article/info?id=…: one published article with its neighbours in the category; desktop and
 * mobile alike, in plain markup (no UI library), so a phone reading it loads none.
 */
export default function ArticleInfoPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = articleId(params);
  const valid = id !== undefined;
  const { data, isLoading, isError } = useArticleQuery(
    { id: id ?? '', lang: i18n.language },
    { skip: !valid },
  );
  usePageMeta(data?.title, data?.summary);
  if (valid && isLoading) return <div className="article-detail page-loading" aria-busy="true" />;
  if (!valid || isError || !data)
    return (
      <div className="page-missing" role="alert">
        <h1>{t('portal:articles.notFound')}</h1>
        <Link to={articleLinks.list()}>{t('portal:articles.backToList')}</Link>
      </div>
    );
  return (
    <article className="article-detail" data-testid="article-detail">
      <nav className="article-breadcrumb" aria-label={t('portal:nav.articles')}>
        <Link to={articleLinks.list()}>{t('portal:nav.articles')}</Link>
        <span aria-hidden="true">/</span>
        <Link to={articleLinks.list(data.categoryId)}>{data.categoryName}</Link>
      </nav>
      <h1>{data.title}</h1>
      <div className="article-meta">
        <span className="article-tag">{data.categoryName}</span>
        <time dateTime={data.publishedAt}>{publishedDay(data.publishedAt, i18n.language)}</time>
      </div>
      {data.coverUrl && <img className="article-detail-cover" src={data.coverUrl} alt="" />}
      <RichText html={data.body} testId="article-body" />
      <nav className="article-neighbours" aria-label={t('portal:articles.more')}>
        <span>
          {t('portal:articles.previous')}
          {data.previous ? (
            <Link to={articleLinks.info(data.previous.id)}>{data.previous.title}</Link>
          ) : (
            t('portal:articles.none')
          )}
        </span>
        <span>
          {t('portal:articles.next')}
          {data.next ? (
            <Link to={articleLinks.info(data.next.id)}>{data.next.title}</Link>
          ) : (
            t('portal:articles.none')
          )}
        </span>
      </nav>
    </article>
  );
}
