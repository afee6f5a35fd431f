import { createLazyMessageStore } from '@shop/i18n';
import { cs, csLazyMessages } from '@shop/i18n/cs';
import { I18nProvider } from '@shop/i18n/react';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import type { Decorator, Preview } from '@storybook/react-vite';
import '@shop/ui/tokens.css';
import { type ReactNode, useEffect } from 'react';

const catalogs = { sk, cs } as const;
const lazyCatalogs = {
  sk: createLazyMessageStore(skLazyMessages),
  cs: createLazyMessageStore(csLazyMessages),
};
type StoryLocale = keyof typeof catalogs;

function isStoryLocale(value: unknown): value is StoryLocale {
  return value === 'sk' || value === 'cs';
}

/** Keeps `<html lang>` in step with the toolbar so screen readers and axe see the story's language. */
function DocumentLanguage({ locale, children }: { locale: StoryLocale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

const withLocale: Decorator = (Story, context) => {
  const locale = isStoryLocale(context.globals.locale) ? context.globals.locale : 'sk';
  return (
    <DocumentLanguage locale={locale}>
      <I18nProvider locale={locale} messages={catalogs[locale]} lazyMessages={lazyCatalogs[locale]}>
        <Story />
      </I18nProvider>
    </DocumentLanguage>
  );
};

/** A story renders with every lazy namespace of its language at hand, as a route's loader provides it. */
async function loadLazyMessages({ globals }: { globals: Record<string, unknown> }) {
  const locale = isStoryLocale(globals.locale) ? globals.locale : 'sk';
  const store = lazyCatalogs[locale];
  const loaders = locale === 'sk' ? skLazyMessages : csLazyMessages;
  await Promise.all(Object.keys(loaders).map((namespace) => store.load(namespace as keyof typeof loaders)));
  return {};
}

const preview: Preview = {
  decorators: [withLocale],
  loaders: [loadLazyMessages],
  globalTypes: {
    locale: {
      description: 'Language of the messages',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'sk', title: 'Slovenčina' },
          { value: 'cs', title: 'Čeština' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sk' },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
