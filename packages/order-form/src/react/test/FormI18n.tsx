import { createLazyMessageStore, type Locale } from '@shop/i18n';
import { cs, csLazyMessages } from '@shop/i18n/cs';
import { I18nProvider } from '@shop/i18n/react';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import type { ReactNode } from 'react';
import { ORDER_FORM_TEXTS } from '../../core/formTexts';

const catalogs = {
  cs: { messages: cs, lazyMessages: createLazyMessageStore(csLazyMessages) },
  sk: { messages: sk, lazyMessages: createLazyMessageStore(skLazyMessages) },
};

// Loaded before any test renders, as a page loads them with the form's code.
await Promise.all(
  [catalogs.cs, catalogs.sk].flatMap(({ lazyMessages }) =>
    ORDER_FORM_TEXTS.map((namespace) => lazyMessages.load(namespace)),
  ),
);

/** The form's texts in `locale`, its lazy namespace already loaded. */
export function FormI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} {...catalogs[locale]}>
      {children}
    </I18nProvider>
  );
}
