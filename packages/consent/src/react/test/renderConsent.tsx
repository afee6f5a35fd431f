import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import { createToastStore, ToastProvider, ToastRegion } from '@shop/ui';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ConsentBarTexts } from '../../core/consentTexts';
import type { ConsentStore } from '../../index';
import { ConsentProvider } from '../ConsentProvider';
import { type FixtureLocale, fixtureTexts } from '../fixtures/texts';

/**
 * Renders consent UI the way a brand's site does: the store with the bar's texts, and a toast region
 * given its texts; no `I18nProvider`, so a component that still reads one fails here.
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
      <ToastProvider store={toasts}>
        <ConsentProvider store={store} texts={texts}>
          {children}
        </ConsentProvider>
        <ToastRegion texts={(locale === 'sk' ? sk : cs).ui.toast} />
      </ToastProvider>
    ),
  });
  return { ...result, toasts };
}
