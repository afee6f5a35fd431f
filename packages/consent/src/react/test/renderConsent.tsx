import { cs } from '@shop/i18n/cs';
import { I18nProvider } from '@shop/i18n/react';
import { sk } from '@shop/i18n/sk';
import { createToastStore, ToastProvider, ToastRegion } from '@shop/ui';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ConsentBarTexts } from '../../core/consentTexts';
import type { ConsentStore } from '../../index';
import { ConsentProvider } from '../ConsentProvider';
import { type FixtureLocale, fixtureTexts } from '../fixtures/texts';

/**
 * Renders consent UI the way a site does: the store with the bar's texts, and a toast region. The
 * consent UI needs no `I18nProvider`; `@shop/ui`'s toast region does, for its own texts.
 */
export function renderConsent(
  element: ReactElement,
  store: ConsentStore,
  locale: FixtureLocale = 'cs',
  texts: ConsentBarTexts = fixtureTexts[locale].bar,
) {
  const toasts = createToastStore();
  const result = render(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={locale === 'sk' ? 'sk' : 'cs'} messages={locale === 'sk' ? sk : cs}>
        <ToastProvider store={toasts}>
          <ConsentProvider store={store} texts={texts}>
            {children}
          </ConsentProvider>
          <ToastRegion />
        </ToastProvider>
      </I18nProvider>
    ),
  });
  return { ...result, toasts };
}
