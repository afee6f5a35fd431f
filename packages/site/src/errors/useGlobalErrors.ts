import { useI18n } from '@shop/i18n/react';
import { useToasts } from '@shop/ui';
import { useEffect } from 'react';
import { useWebsite } from '../SiteContext';
import type { AppErrorReporter } from './appErrors';

/**
 * Errors no other code handled (SPEC §8): uncaught errors and unhandled rejections show the app
 * or server error toast and are logged once. The code doing so loads with the first such error.
 */
export function useGlobalErrors(): void {
  const toasts = useToasts();
  const { messages } = useI18n();
  const { site } = useWebsite();
  useEffect(() => {
    let reporter: Promise<AppErrorReporter> | undefined;
    const report = (reason: unknown, filename?: string) => {
      reporter ??= import('./appErrors').then((module) =>
        module.createAppErrorReporter({
          site,
          messages,
          toasts,
          fetch: window.fetch.bind(window),
          location: () => window.location,
          userAgent: navigator.userAgent,
        }),
      );
      // A reporter that cannot load leaves the error to the console, not to this handler again.
      reporter.then((instance) => instance.report(reason, filename)).catch(() => {});
    };
    const onError = (event: ErrorEvent) => {
      // No error object: another origin's script ("Script error.") or a browser notice such as
      // a ResizeObserver loop, nothing the shopper could act on.
      if (event.error == null) return;
      report(event.error, event.filename || undefined);
    };
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [toasts, messages, site]);
}
