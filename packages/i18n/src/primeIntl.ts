import { type IntlLocale, intlLocale } from './intlLocale';
import type { Locale } from './messages';

/**
 * Makes the locale's first `Intl` object. The first one a page makes loads the engine's locale
 * data, a long piece of main-thread work on a phone; whatever asks first pays for it. A page can
 * call this in a task of its own (e.g. `setTimeout(() => primeIntl(locale))`) so the cost does
 * not lengthen the task of some module that happens to ask first.
 */
export function primeIntl(locale: Locale): IntlLocale {
  const tag = intlLocale(locale);
  new Intl.DateTimeFormat(tag).format(0);
  return tag;
}
