import type { Messages } from '@shop/i18n';
import { useOptionalI18n } from '@shop/i18n/react';

/**
 * A text a component shows: the one its props give, else the `I18nProvider` catalog's, so a page
 * outside the shop's catalogs (another brand's, another language) can name every text itself.
 */
export function useUiText<T>(given: T | undefined, fromCatalog: (ui: Messages['ui']) => T, prop: string): T {
  const i18n = useOptionalI18n();
  if (given !== undefined) return given;
  if (!i18n) throw new Error(`Pass ${prop}, or render the component inside an <I18nProvider>`);
  return fromCatalog(i18n.messages.ui);
}
