import type { Website } from '@shop/config';
import type { HttpClient } from '@shop/contracts';
import type { LazyMessageStore, Locale, Messages } from '@shop/i18n';
import { I18nProvider } from '@shop/i18n/react';
import type { AbVariant } from '@shop/tracking';
import { ToastProvider } from '@shop/ui';
import { useRouter } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { createContext, type ReactNode, useContext } from 'react';
import type { ShellState } from './shell/shellState';

const WebsiteContext = createContext<Website | null>(null);

/** What one running site is made of; carried in the router's context. */
export interface SiteSetup {
  website: Website;
  locale: Locale;
  messages: Messages;
  /** The app's lazy namespaces, loaded by the pages that use them. */
  lazyMessages: LazyMessageStore;
  shell: ShellState;
}

export interface SiteRouterContext {
  site: SiteSetup;
  /** The shop API for route loaders: in-process on the server, same-origin `fetch` in the browser. */
  api: HttpClient;
  /** The A/B variant the document is rendered for (SPEC §4); undefined outside the experiment. */
  abVariant?: AbVariant;
}

export interface SiteProvidersProps extends SiteSetup {
  children: ReactNode;
}

/** Everything a site component reads from context: config, messages, client state, toasts. */
export function SiteProviders({
  website,
  locale,
  messages,
  lazyMessages,
  shell,
  children,
}: SiteProvidersProps) {
  return (
    <WebsiteContext.Provider value={website}>
      <I18nProvider locale={locale} messages={messages} lazyMessages={lazyMessages}>
        <JotaiProvider store={shell.store}>
          <ToastProvider store={shell.toasts}>{children}</ToastProvider>
        </JotaiProvider>
      </I18nProvider>
    </WebsiteContext.Provider>
  );
}

/** The website config of the running site. */
export function useWebsite(): Website {
  const website = useContext(WebsiteContext);
  if (!website) throw new Error('useWebsite() needs <SiteProviders> above it');
  return website;
}

/**
 * The router's `InnerWrap`: provides the site set up in the router context to every route,
 * including the error and not-found views.
 */
export function SiteInnerWrap({ children }: { children: ReactNode }) {
  const { site } = useRouter().options.context as SiteRouterContext;
  return <SiteProviders {...site}>{children}</SiteProviders>;
}
