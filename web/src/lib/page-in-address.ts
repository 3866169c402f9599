import { useSearchParams } from 'react-router';

/** The page an address's query names (?page=N), 1 when it names none or no valid one. */
export const pageNumberOf = (params: URLSearchParams): number =>
  Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/**
 * The page of a public list, kept in the address (?page=N): each page of the list has a link
 * of its own, which a search engine follows and the back button returns to.
 */
export function usePageInAddress() {
  const [params, setParams] = useSearchParams();
  const pageNumber = pageNumberOf(params);
  /** The address's query for `page`, its other parameters kept (the first page names none). */
  const pageSearch = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return next;
  };
  return { pageNumber, pageSearch, goToPage: (page: number) => setParams(pageSearch(page)) };
}
