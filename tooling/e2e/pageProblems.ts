export type PageEventKind =
  | 'console-error'
  | 'console-warning'
  | 'console-other'
  | 'page-error'
  | 'csp-violation'
  | 'blocked-request';

export interface PageEvent {
  kind: PageEventKind;
  text: string;
}

/**
 * React reports a hydration mismatch with these words in development and with one of these
 * error codes in a production build, at error or warning level.
 */
const hydrationPatterns = [/hydrat/i, /did not match/i, /Minified React error #(418|419|421|422|423|425)\b/];

export function isHydrationMessage(text: string): boolean {
  return hydrationPatterns.some((pattern) => pattern.test(text));
}

function isProblem(event: PageEvent): boolean {
  switch (event.kind) {
    case 'console-error':
    case 'page-error':
    case 'csp-violation':
    case 'blocked-request':
      return true;
    case 'console-warning':
    case 'console-other':
      return isHydrationMessage(event.text);
  }
}

/**
 * The events that fail a page test: every console error, page error, CSP violation and
 * third-party request, and any hydration warning, except those a test explicitly allows.
 */
export function pageProblems(events: readonly PageEvent[], allowed: readonly RegExp[]): string[] {
  return events
    .filter(isProblem)
    .filter((event) => !allowed.some((pattern) => pattern.test(event.text)))
    .map((event) => `${event.kind}: ${event.text}`);
}

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}
