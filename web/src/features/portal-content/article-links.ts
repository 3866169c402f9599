import { formatDay } from '@/lib/plain-format';

/** Where an article and a page of the article list live (§2 /article/info, /article/list). */
export const articleLinks = {
  info: (id: string) => `/article/info?id=${encodeURIComponent(id)}`,
  list: (categoryId?: string) =>
    categoryId ? `/article/list?category=${encodeURIComponent(categoryId)}` : '/article/list',
};

/** The day an article was published, in the reader's language. */
export const publishedDay = formatDay;
