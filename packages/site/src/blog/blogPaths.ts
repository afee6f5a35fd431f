export const BLOG_PATH = '/blog';

/** Articles on one list page, after the most-read block. */
export const BLOG_PAGE_SIZE = 6;

/** Articles in the list's most-read block. */
export const MOST_READ_COUNT = 3;

/** `/blog` for the first page, `/blog?page=N` for the others, so page 1 has one address. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH;
}

export function blogArticlePath(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}

export interface BlogPager {
  /** Page with newer articles, or null on the first page. */
  newer: number | null;
  /** Page with older articles, or null on the last page. */
  older: number | null;
}

/** The list is newest first, so a lower page number holds newer articles. */
export function blogPager(page: number, pageCount: number): BlogPager {
  return {
    newer: page > 1 ? page - 1 : null,
    older: page < pageCount ? page + 1 : null,
  };
}

/**
 * Blog links are marked current only on their exact page and search: `/blog` is not the current
 * page while an article or page 2 is shown.
 */
export const exactMatch = { exact: true, includeSearch: true } as const;
