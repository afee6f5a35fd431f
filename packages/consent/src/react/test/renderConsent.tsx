import type { Locale } from '@shop/i18n';
import { cs } from '@shop/i18n/cs';
import { I18nProvider } from '@shop/i18n/react';
import { sk } from '@shop/i18n/sk';
import { createToastStore, ToastProvider, ToastRegion } from '@shop/ui';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ConsentStore } from '../../index';
import { ConsentProvider } from '../ConsentProvider';

/** Renders consent UI the way a site does: i18n, the store, and a toast region. */
export function renderConsent(element: ReactElement, store: ConsentStore, locale: Locale = 'cs') {
  const toasts = createToastStore();
  const result = render(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={locale} messages={locale === 'cs' ? cs : sk}>
        <ToastProvider store={toasts}>
          <ConsentProvider store={store}>{children}</ConsentProvider>
          <ToastRegion />
        </ToastProvider>
      </I18nProvider>
    ),
  });
  return { ...result, toasts };
}
