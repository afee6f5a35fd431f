import type { BlogArticle } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import { Image, linkClassName } from '@shop/ui';
import { Link, useLoaderData } from '@tanstack/react-router';
import { ArticleCard } from './ArticleCard';
import { ArticleMeta } from './ArticleMeta';
import { BLOG_PATH, exactMatch } from './blogPaths';

export const BLOG_ARTICLE_ROUTE_ID = '/subpage/blog/$slug';

/**
 * One article. Its body is the API's HTML, which the API sanitised when it stored it; nothing
 * else on the page is inserted as HTML.
 */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  const text = useLazyMessages('contentPages').blog;
  return (
    <div className="site-Blog">
      <article className="site-Article" aria-labelledby="article-title">
        <Link
          to={BLOG_PATH}
          activeOptions={exactMatch}
          className={linkClassName('inline', 'site-Article-back')}
        >
          {text.backToList}
        </Link>
        <h1 id="article-title" className="site-Blog-title">
          {article.title}
        </h1>
        <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
        <Image
          className="site-Article-image"
          src={article.imagePath}
          alt=""
          width={800}
          height={420}
          sizes="100vw md:800px"
          priority
        />
        <p className="site-Article-perex">{article.perex}</p>
        <div
          className="site-Article-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises article HTML before storing it
          dangerouslySetInnerHTML={{ __html: article.contentHtml }}
        />
      </article>
      {article.related.length > 0 ? (
        <section className="site-Blog-section" aria-labelledby="article-related">
          <h2 id="article-related" className="site-Blog-sectionTitle">
            {text.related}
          </h2>
          <div className="site-Blog-grid">
            {article.related.map((related) => (
              <ArticleCard key={related.slug} article={related} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** `/blog/$slug`: the article page over its route's loader data. */
export function BlogArticleRoute() {
  const article = useLoaderData({ from: BLOG_ARTICLE_ROUTE_ID }) as BlogArticle;
  return <BlogArticlePage article={article} />;
}
