import type { ClientErrorLog } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import type { Messages } from '@shop/i18n';
import type { ToastInput, ToastStore } from '@shop/ui';

/**
 * Errors nothing else handled (SPEC §8): an uncaught error or an unhandled rejection in the
 * browser shows the generic app error, or the server error when the failure was the server's
 * 5xx answer, and is posted once to the client error log. Loaded only when such an error happens.
 */

const MAX_MESSAGE = 2000;
const MAX_URL = 2048;
const MAX_USER_AGENT = 512;

/** The 5xx status a failure carries (an HTTP error value, a `ContentLoadError`), if any. */
export function serverStatusOf(reason: unknown): number | undefined {
  if (typeof reason !== 'object' || reason === null) return undefined;
  const { status } = reason as { status?: unknown };
  return typeof status === 'number' && status >= 500 && status <= 599 ? status : undefined;
}

/** The toast a shopper sees: the server error for a server's failure, else the generic app error. */
export function appErrorToast(reason: unknown, messages: Messages): ToastInput {
  const { app, server } = messages.errors;
  return {
    type: 'error',
    title: app.title,
    message: serverStatusOf(reason) === undefined ? app.text : server,
  };
}

/** One line naming the error, as the client error log stores it. */
export function errorMessageOf(reason: unknown): string {
  let text: string;
  if (reason instanceof Error) text = `${reason.name}: ${reason.message}`;
  else if (typeof reason === 'string') text = reason;
  else {
    try {
      text = JSON.stringify(reason) ?? String(reason);
    } catch {
      text = String(reason);
    }
  }
  return text.trim().slice(0, MAX_MESSAGE) || 'Unknown error';
}

/**
 * Whether the site's own code failed. A script from another origin (a consented tool) is not the
 * shopper's problem: an error event names the failing script, a rejection's stack its host.
 */
export function isOwnError(reason: unknown, filename: string | undefined, origin: string): boolean {
  if (filename) return filename.startsWith(origin);
  if (reason instanceof Error && reason.stack && /\bhttps?:\/\//.test(reason.stack)) {
    return reason.stack.includes(origin);
  }
  return true;
}

export interface AppErrorReporterOptions {
  site: ClientErrorLog['site'];
  messages: Messages;
  toasts: Pick<ToastStore, 'add' | 'getSnapshot'>;
  fetch: typeof globalThis.fetch;
  /** The page's address, for the log and to tell the site's scripts from others. */
  location: () => Pick<Location, 'href' | 'origin'>;
  userAgent: string;
  now?: () => number;
}

export interface AppErrorReporter {
  /** `filename` is the failing script of an `error` event; rejections have none. */
  report(reason: unknown, filename?: string): void;
}

/**
 * Logs each distinct error once per page and keeps one error toast on screen: a burst of
 * failures (a handler failing on every scroll) neither floods the log nor stacks toasts.
 */
export function createAppErrorReporter(options: AppErrorReporterOptions): AppErrorReporter {
  const { toasts, now = Date.now } = options;
  const logged = new Set<string>();
  let toastId: string | undefined;
  return {
    report(reason, filename) {
      const location = options.location();
      if (!isOwnError(reason, filename, location.origin)) return;
      const message = errorMessageOf(reason);
      if (!logged.has(message)) {
        logged.add(message);
        const log: ClientErrorLog = {
          site: options.site,
          status: serverStatusOf(reason) ?? 'unknown',
          message,
          url: location.href.slice(0, MAX_URL),
          userAgent: options.userAgent.slice(0, MAX_USER_AGENT),
          clientTime: now(),
        };
        options
          .fetch(apiPaths.clientErrors, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(log),
            keepalive: true,
          })
          // The log is best effort; its own failure must not be reported again.
          .catch(() => {});
      }
      if (toastId !== undefined && toasts.getSnapshot().some((toast) => toast.id === toastId)) return;
      toastId = toasts.add(appErrorToast(reason, options.messages));
    },
  };
}
