import { formatDate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { readingTime } from './readingTime';

export interface ArticleMetaProps {
  publishedAt: string;
  readingMinutes: number;
}

/** Publication date and reading time; the date is printed in the shop's zone, so server and browser agree. */
export function ArticleMeta({ publishedAt, readingMinutes }: ArticleMetaProps) {
  const { locale } = useI18n();
  const text = useLazyMessages('contentPages').blog;
  return (
    <p className="site-ArticleMeta">
      <span>
        {text.published} <time dateTime={publishedAt}>{formatDate(publishedAt, { locale })}</time>
      </span>
      <span aria-hidden="true"> · </span>
      <span>{readingTime(readingMinutes, locale, text.readingTime)}</span>
    </p>
  );
}
