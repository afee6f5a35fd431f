export { type FormatDateOptions, formatDate } from './formatDate';
export { type Currency, formatMoney } from './formatMoney';
export { formatPhone } from './formatPhone';
export { interpolate } from './interpolate';
export { type IntlLocale, intlLocale } from './intlLocale';
export {
  createLazyMessageStore,
  type LazyMessageLoaders,
  type LazyMessageStore,
  type LazyMessages,
  type LazyNamespace,
} from './lazyMessages';
export type { Locale, Messages } from './messages';
export { type PluralForms, plural } from './plural';
export { primeIntl } from './primeIntl';
