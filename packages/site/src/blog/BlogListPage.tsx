import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { useLoaderData } from '@tanstack/react-router';
import { ListPager } from '../components/ListPager';
import { ArticleCard } from './ArticleCard';
import type { BlogListData } from './blogLoaders';
import { BLOG_PATH } from './blogPaths';

export const BLOG_LIST_ROUTE_ID = '/subpage/blog';

/**
 * The article list: most-read block on the first page, then newest first with newer/older links.
 * A later page holds older articles, so it is headed by its number rather than as the newest.
 */
export function BlogListPage({ data }: { data: BlogListData }) {
  const text = useLazyMessages('contentPages').blog;
  return (
    <div className="site-Blog">
      <h1 className="site-Blog-title">{text.listTitle}</h1>
      {data.mostRead.length > 0 ? (
        <section className="site-Blog-section" aria-labelledby="blog-most-read">
          <h2 id="blog-most-read" className="site-Blog-sectionTitle">
            {text.mostRead}
          </h2>
          <div className="site-Blog-grid">
            {data.mostRead.map((article, index) => (
              <ArticleCard key={article.slug} article={article} priority={index === 0} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="site-Blog-section" aria-labelledby="blog-articles">
        <h2 id="blog-articles" className="site-Blog-sectionTitle">
          {data.page > 1 ? interpolate(text.laterPageHeading, { page: data.page }) : text.newest}
        </h2>
        {data.articles.length > 0 ? (
          <div className="site-Blog-grid">
            {data.articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        ) : (
          <p>{text.empty}</p>
        )}
      </section>
      <ListPager to={BLOG_PATH} page={data.page} pageCount={data.pageCount} labels={text} />
    </div>
  );
}

/** `/blog`: the list page over its route's loader data. */
export function BlogListRoute() {
  const data = useLoaderData({ from: BLOG_LIST_ROUTE_ID }) as BlogListData;
  return <BlogListPage data={data} />;
}
