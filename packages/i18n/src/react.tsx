import { createContext, type ReactNode, use, useContext } from 'react';
import type { LazyMessageStore, LazyMessages, LazyNamespace } from './lazyMessages';
import type { Locale, Messages } from './messages';

export interface I18nValue {
  locale: Locale;
  messages: Messages;
  /** The app's lazy namespaces (`createLazyMessageStore(skLazyMessages)`), for `useLazyMessages`. */
  lazyMessages?: LazyMessageStore;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Provides one locale's messages to the components below it. */
export function I18nProvider({
  locale,
  messages,
  lazyMessages,
  children,
}: I18nValue & { children: ReactNode }) {
  return (
    <I18nContext.Provider value={{ locale, messages, ...(lazyMessages ? { lazyMessages } : {}) }}>
      {children}
    </I18nContext.Provider>
  );
}

/** The current locale and its messages; throws when no `I18nProvider` is above. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it');
  return value;
}

/**
 * The current locale and its messages, or null when no `I18nProvider` is above: for components
 * that take their texts as props and fall back to the catalog.
 */
export function useOptionalI18n(): I18nValue | null {
  return useContext(I18nContext);
}

/**
 * A lazy namespace. Pages load it with their code so it is there when they render; otherwise the
 * component suspends until it arrives.
 */
export function useLazyMessages<N extends LazyNamespace>(namespace: N): LazyMessages[N] {
  const { lazyMessages } = useI18n();
  if (!lazyMessages) throw new Error(`useLazyMessages('${namespace}') needs lazyMessages on <I18nProvider>`);
  // Always through `use()`: a component that suspended on the namespace must call it again when
  // it renders with the namespace loaded (the settled promise then answers synchronously).
  return use(lazyMessages.load(namespace));
}
