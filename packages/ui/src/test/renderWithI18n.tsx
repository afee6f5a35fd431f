import type { Locale } from '@shop/i18n';
import { cs } from '@shop/i18n/cs';
import { I18nProvider } from '@shop/i18n/react';
import { sk } from '@shop/i18n/sk';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders a component the way the sites do: inside an I18nProvider (Czech unless told). */
export function renderWithI18n(element: ReactElement, locale: Locale = 'cs') {
  const messages = locale === 'cs' ? cs : sk;
  return render(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={locale} messages={messages}>
        {children}
      </I18nProvider>
    ),
  });
}
