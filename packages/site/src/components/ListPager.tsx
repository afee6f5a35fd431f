import { interpolate } from '@shop/i18n';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { blogPager, exactMatch } from '../blog/blogPaths';

export interface ListPagerProps {
  /** The list's path; page 1 is the bare path, later pages add `?page=N`. */
  to: string;
  page: number;
  pageCount: number;
  labels: { pagination: string; newer: string; older: string; pageOf: string };
}

function pageSearch(page: number) {
  return page > 1 ? { page } : {};
}

/** Newer/older links and the page status of a paged list (blog, reviews); nothing for one page. */
export function ListPager({ to, page, pageCount, labels }: ListPagerProps) {
  if (pageCount <= 1) return null;
  const pager = blogPager(page, pageCount);
  return (
    <nav className="site-Blog-pager" aria-label={labels.pagination}>
      {pager.newer !== null ? (
        <Link
          to={to}
          activeOptions={exactMatch}
          search={pageSearch(pager.newer)}
          rel="prev"
          className={linkClassName('secondary')}
        >
          {labels.newer}
        </Link>
      ) : null}
      <span className="site-Blog-pagerStatus">{interpolate(labels.pageOf, { page, pageCount })}</span>
      {pager.older !== null ? (
        <Link
          to={to}
          activeOptions={exactMatch}
          search={pageSearch(pager.older)}
          rel="next"
          className={linkClassName('secondary')}
        >
          {labels.older}
        </Link>
      ) : null}
    </nav>
  );
}
