import { interpolate, type Locale, type Messages, plural } from '@shop/i18n';

/** `5 minút čítania`: the article's reading time in the language's plural form. */
export function readingTime(minutes: number, locale: Locale, messages: Messages): string {
  const forms = messages.shell.blog.readingTime;
  return interpolate(plural(locale, minutes, forms), { count: minutes });
}
