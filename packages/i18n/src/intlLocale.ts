import type { Locale } from './messages';

export type IntlLocale = 'sk-SK' | 'cs-CZ';

const intlLocales: Record<Locale, IntlLocale> = { sk: 'sk-SK', cs: 'cs-CZ' };

/** The BCP 47 tag the `Intl` APIs take for a catalog locale. */
export function intlLocale(locale: Locale): IntlLocale {
  return intlLocales[locale];
}
