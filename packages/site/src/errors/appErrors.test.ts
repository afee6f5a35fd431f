import { sk } from '@shop/i18n/sk';
import { createToastStore } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import { appErrorToast, createAppErrorReporter, errorMessageOf, isOwnError } from './appErrors';
import { ContentLoadError } from './contentLoadError';

const ORIGIN = 'https://www.nordlys.sk';

function setup() {
  const posts: Array<{ url: string; body: unknown }> = [];
  const toasts = createToastStore();
  const reporter = createAppErrorReporter({
    site: 'sk',
    messages: sk,
    toasts,
    fetch: (async (url: string, init: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{"id":"1"}', { status: 201 });
    }) as typeof fetch,
    location: () => ({ href: `${ORIGIN}/blog`, origin: ORIGIN }),
    userAgent: 'Mozilla/5.0 test',
    now: () => 1_700_000_000_000,
  });
  return { posts, toasts, reporter };
}

function ownError(message: string): Error {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at run (${ORIGIN}/assets/entry-abc.js:1:2)`;
  return error;
}

describe('createAppErrorReporter', () => {
  it('shows the generic app error and logs the error to the client error log', () => {
    const { posts, toasts, reporter } = setup();
    reporter.report(ownError('x is undefined'), `${ORIGIN}/assets/entry-abc.js`);
    expect(toasts.getSnapshot()).toMatchObject([
      {
        type: 'error',
        title: 'Ospravedlňujeme sa',
        message: 'V aplikácii došlo k chybe. Kontaktujte nás, prosím.',
      },
    ]);
    expect(posts).toEqual([
      {
        url: '/api/client-errors',
        body: {
          site: 'sk',
          status: 'unknown',
          message: 'TypeError: x is undefined',
          url: `${ORIGIN}/blog`,
          userAgent: 'Mozilla/5.0 test',
          clientTime: 1_700_000_000_000,
        },
      },
    ]);
  });

  it('shows the server error for a failure the server answered with 5xx, and logs its status', () => {
    const { posts, toasts, reporter } = setup();
    reporter.report({ kind: 'http', status: 503, body: null });
    expect(toasts.getSnapshot()[0]?.message).toBe('Na serveri došlo k chybe. Skúste to, prosím, neskôr.');
    expect(posts[0]?.body).toMatchObject({ status: 503 });
  });

  it('logs each error once and keeps a single error toast while one is shown', () => {
    const { posts, toasts, reporter } = setup();
    for (let i = 0; i < 3; i++) reporter.report(ownError('scroll handler failed'));
    reporter.report(ownError('another failure'));
    expect(posts.map((post) => (post.body as { message: string }).message)).toEqual([
      'TypeError: scroll handler failed',
      'TypeError: another failure',
    ]);
    expect(toasts.getSnapshot()).toHaveLength(1);

    toasts.remove(toasts.getSnapshot()[0]?.id ?? '');
    reporter.report(ownError('scroll handler failed'));
    expect(toasts.getSnapshot()).toHaveLength(1);
    expect(posts).toHaveLength(2);
  });

  it("ignores errors of other origins' scripts", () => {
    const { posts, toasts, reporter } = setup();
    reporter.report(new Error('fbq failed'), 'https://connect.facebook.net/en_US/fbevents.js');
    const rejection = new Error('tag failed');
    rejection.stack = 'Error: tag failed\n    at t (https://www.googletagmanager.com/gtag/js:1:1)';
    reporter.report(rejection);
    expect(posts).toEqual([]);
    expect(toasts.getSnapshot()).toEqual([]);
  });
});

describe('appErrorToast', () => {
  it('treats a content load the server failed as a server error', () => {
    const failed = new ContentLoadError('the article list', { kind: 'http', status: 500, body: null });
    expect(appErrorToast(failed, sk).message).toBe(sk.errors.server);
    const offline = new ContentLoadError('the article list', { kind: 'network' });
    expect(appErrorToast(offline, sk).message).toBe(sk.errors.app.text);
  });
});

describe('errorMessageOf', () => {
  it('names errors, strings and values within the log limit', () => {
    expect(errorMessageOf(new RangeError('bad'))).toBe('RangeError: bad');
    expect(errorMessageOf('plain')).toBe('plain');
    expect(errorMessageOf({ kind: 'timeout' })).toBe('{"kind":"timeout"}');
    expect(errorMessageOf(undefined)).toBe('undefined');
    expect(errorMessageOf('x'.repeat(3000))).toHaveLength(2000);
  });
});

describe('isOwnError', () => {
  it('trusts a rejection without a stack to be the site’s own', () => {
    expect(isOwnError({ kind: 'http', status: 500 }, undefined, ORIGIN)).toBe(true);
    expect(isOwnError(new Error('x'), `${ORIGIN}/assets/a.js`, ORIGIN)).toBe(true);
  });
});
