import { createContext, type ReactNode, useContext } from 'react';
import type { Locale, Messages } from './messages';

export interface I18nValue {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides one locale's messages to the components below it. */
export function I18nProvider({ locale, messages, children }: I18nValue & { children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, messages }}>{children}</I18nContext.Provider>;
}

/** The current locale and its messages; throws when no `I18nProvider` is above. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it');
  return value;
}
