import { test as base, expect, type Request } from '@playwright/test';
import { isLocalHost, type PageEvent, pageProblems } from './pageProblems';
import { requestLog, settled } from './requestLog';
import { type SiteExpectations, type SiteId, sites } from './sites';

export interface SiteOptions {
  site: SiteId;
  /**
   * The `nmtid` cookie each browser context starts with: a visitor who already has a tracking id,
   * so pages are not reloaded through the tracking host mid-test. An empty string starts without
   * one (the tracking specs cover that first visit; `undefined` would mean the default here).
   */
  trackingId: string;
}

export interface PageIssues {
  /** Tolerates console messages, page errors or blocked requests whose text matches `pattern`. */
  allow(pattern: RegExp): void;
  /** Everything seen so far, for tests that assert on a specific message. */
  readonly events: readonly PageEvent[];
}

interface Fixtures {
  expected: SiteExpectations;
  pageIssues: PageIssueLog;
}

/** What the fixtures below record into and judge; tests see it as `PageIssues`. */
interface PageIssueLog extends PageIssues {
  readonly events: PageEvent[];
  readonly allowed: readonly RegExp[];
}

declare global {
  interface Window {
    __shopReportCspViolation?: (text: string) => void;
  }
}

/**
 * The checks hook into `context` and `page` rather than an automatic fixture, so a test that only
 * calls the API (or is skipped) starts no browser context: that costs a few hundred ms a test.
 */
export const test = base.extend<SiteOptions & Fixtures>({
  site: ['sk', { option: true }],
  trackingId: ['e2e0000000000000000000000000e2e0', { option: true }],

  expected: async ({ site }, use) => {
    await use(sites[site]);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  pageIssues: async ({}, use) => {
    const events: PageEvent[] = [];
    const allowed: RegExp[] = [];
    await use({
      allow: (pattern) => {
        allowed.push(pattern);
      },
      events,
      allowed,
    });
  },

  context: async ({ context, baseURL, trackingId, pageIssues }, use, testInfo) => {
    const { events } = pageIssues;
    if (trackingId && baseURL) await context.addCookies([{ name: 'nmtid', value: trackingId, url: baseURL }]);

    // A test must never reach the internet: third-party calls are a privacy failure and make
    // runs depend on the network.
    await context.route(
      (url) => !isLocalHost(url.hostname),
      async (route) => {
        events.push({ kind: 'blocked-request', text: route.request().url() });
        await route.abort('blockedbyclient');
      },
    );

    await context.exposeFunction('__shopReportCspViolation', (text: string) => {
      events.push({ kind: 'csp-violation', text });
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__shopReportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });

    await use(context);

    // Runs after the page fixture has let the page settle.
    const problems = pageProblems(events, pageIssues.allowed);
    if (problems.length > 0) {
      await testInfo.attach('page-events.json', {
        body: JSON.stringify(events, null, 2),
        contentType: 'application/json',
      });
    }
    expect(
      problems,
      'console errors, page errors, CSP violations, hydration warnings, third-party requests',
    ).toEqual([]);
  },

  page: async ({ page, pageIssues }, use) => {
    const { events } = pageIssues;
    page.on('console', (message) => {
      const type = message.type();
      const kind =
        type === 'error' ? 'console-error' : type === 'warning' ? 'console-warning' : 'console-other';
      const where = message.location().url;
      events.push({ kind, text: where ? `${message.text()} (${where})` : message.text() });
    });
    page.on('pageerror', (error) => {
      events.push({ kind: 'page-error', text: `${error.name}: ${error.message}` });
    });
    const requests = requestLog(page);

    await use(page);

    // Hydration and lazy chunks finish after `load`; let them report before judging the page.
    // A busy machine can keep a page loading for a while, so the wait is generous; a page that is
    // still loading after it says which requests kept it busy.
    if (!page.isClosed() && page.url().startsWith('http')) {
      requests.startedSince = [];
      await settled(page, requests).catch((error: unknown) => {
        const name = (request: Request) => `${request.method()} ${request.url()}`;
        const latest = (list: Request[]) => `(${list.length}) ${list.slice(-10).map(name).join(', ')}`;
        throw new Error(
          `The page at ${page.url()} never settled. In flight ${latest([...requests.inFlight])}; ` +
            `started while waiting ${latest(requests.startedSince)}`,
          { cause: error },
        );
      });
    }
  },
});

export { expect };
