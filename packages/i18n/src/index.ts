export { interpolate } from './interpolate';
export type { Locale, Messages } from './messages';
