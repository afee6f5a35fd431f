import type { BlogArticleSummary } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import { Image, linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ArticleMeta } from './ArticleMeta';
import { blogArticlePath, exactMatch } from './blogPaths';

export interface ArticleCardProps {
  article: BlogArticleSummary;
  /** The card title's level under the section heading it sits in. */
  headingLevel?: 2 | 3;
  /** Cards in the first screen load their image eagerly. */
  priority?: boolean;
}

/** One article in a list: picture, title, date, reading time, perex and the link to the article. */
export function ArticleCard({ article, headingLevel = 3, priority = false }: ArticleCardProps) {
  const text = useLazyMessages('contentPages').blog;
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="site-ArticleCard" aria-labelledby={titleId}>
      <Image
        className="site-ArticleCard-image"
        src={article.imagePath}
        alt=""
        width={400}
        height={210}
        sizes="100vw sm:50vw lg:400px"
        priority={priority}
      />
      <div className="site-ArticleCard-body">
        <Heading id={titleId} className="site-ArticleCard-title">
          {article.title}
        </Heading>
        <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
        <p className="site-ArticleCard-perex">{article.perex}</p>
        <Link
          to={blogArticlePath(article.slug)}
          activeOptions={exactMatch}
          className={linkClassName('inline', 'site-ArticleCard-link')}
          aria-describedby={titleId}
        >
          {text.readFullArticle}
        </Link>
      </div>
    </article>
  );
}
