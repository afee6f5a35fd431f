import { interpolate, type LazyMessages, type Locale, plural } from '@shop/i18n';

/** `5 minút čítania`: the article's reading time in the language's plural form. */
export function readingTime(
  minutes: number,
  locale: Locale,
  forms: LazyMessages['contentPages']['blog']['readingTime'],
): string {
  return interpolate(plural(locale, minutes, forms), { count: minutes });
}
