import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * A phone list's pages: where the reader is, and real links to the pages before and after
 * (`pageSearch` gives a page's query), which a search engine follows too.
 */
export function MobilePager({
  pageNumber,
  pages,
  pageSearch,
}: {
  pageNumber: number;
  pages: number;
  pageSearch: (page: number) => URLSearchParams;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (page: number) => `?${pageSearch(page).toString()}`;
  return (
    <nav className="m-pager" aria-label={t('portal:market.pages')}>
      {pageNumber > 1 ? <Link to={link(pageNumber - 1)}>‹ {t('portal:market.previousPage')}</Link> : <span />}
      <span>{t('portal:market.pageOf', { page: pageNumber, pages })}</span>
      {pageNumber < pages ? <Link to={link(pageNumber + 1)}>{t('portal:market.nextPage')} ›</Link> : <span />}
    </nav>
  );
}
