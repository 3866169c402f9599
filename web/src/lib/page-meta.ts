import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** A page's own title and meta description, for the path it was set on. */
export interface PageMeta {
  pathname: string;
  title?: string;
  description?: string;
}

export const PageMetaContext = createContext<(meta: PageMeta | null) => void>(() => undefined);

/**
 * Names the page after what it shows (an article's title, a content page's) and
 * describes it for search engines and shared links. Empty values keep the route's
 * title and the site's description; the next page starts from those again.
 */
export function usePageMeta(title?: string, description?: string): void {
  const setMeta = useContext(PageMetaContext);
  const { pathname } = useLocation();
  useEffect(() => {
    setMeta({ pathname, title, description });
  }, [setMeta, pathname, title, description]);
}
