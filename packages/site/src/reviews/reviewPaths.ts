/** Reviews on one list page; the seeded twelve fill two pages. */
export const REVIEW_PAGE_SIZE = 6;

/** `{reviews}` for the first page, `{reviews}?page=N` for the others, so page 1 has one address. */
export function reviewListPath(reviewsPath: string, page: number): string {
  return page > 1 ? `${reviewsPath}?page=${page}` : reviewsPath;
}

export function reviewPath(reviewsPath: string, slug: string): string {
  return `${reviewsPath}/${encodeURIComponent(slug)}`;
}
