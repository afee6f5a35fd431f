import type { Website } from '@shop/config';
import type { Locale, Messages } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import { createRootRoute, createRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';

export interface RouteTreeOptions {
  website: Website;
  locale: Locale;
  messages: Messages;
}

export function createRouteTree({ website, locale, messages }: RouteTreeOptions) {
  const rootRoute = createRootRoute({
    head: () => ({
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: website.domain },
      ],
      links: [{ rel: 'icon', href: '/favicon.ico' }],
    }),
    component: () => (
      <html lang={locale}>
        <head>
          <HeadContent />
        </head>
        <body>
          <I18nProvider locale={locale} messages={messages}>
            <Outlet />
          </I18nProvider>
          <Scripts />
        </body>
      </html>
    ),
    notFoundComponent: () => <main>404</main>,
  });

  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <main>{website.productName}</main>,
  });

  return rootRoute.addChildren([homeRoute]);
}
