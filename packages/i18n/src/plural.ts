import { intlLocale } from './intlLocale';
import type { Locale } from './messages';

/** Czech and Slovak plural categories: 1; 2–4; fractions; 0 and 5+. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

/**
 * Picks the form of a plural message for `count` (`1 den`, `2 dny`, `1,5 dne`, `5 dní`); fill
 * its `{count}` with `interpolate()`.
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(intlLocale(locale)).select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
}
