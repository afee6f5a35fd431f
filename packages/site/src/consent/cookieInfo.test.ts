import { describe, expect, it } from 'vitest';
import { WEB_ERROR_EVENT, type WebErrorReport } from '../errors/webError';
import { loadCookieInfo } from './cookieInfo';
import type { FetchLike } from './siteConsent';

/** A fetch that answers the cookie conditions with `answer`, or fails as a network would without one. */
function cookiesAnswering(answer?: () => Response): FetchLike {
  return async (url) => {
    if (url !== '/api/conditions/cookies' || !answer) throw new TypeError('network down');
    return answer();
  };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loadCookieInfo', () => {
  it('answers the conditions endpoint content', async () => {
    const fetch = cookiesAnswering(json({ contentHtml: '<p>Cookies</p>' }));
    await expect(loadCookieInfo(fetch, new EventTarget())).resolves.toBe('<p>Cookies</p>');
  });

  it.each<[string, (() => Response) | undefined]>([
    ['a server error', json({}, 500)],
    ['an answer without content', json({ title: 'x' })],
    ['a network failure', undefined],
  ])('rejects on %s and reports it with code 500 (SPEC §8)', async (_, answer) => {
    const events = new EventTarget();
    const reports: WebErrorReport[] = [];
    events.addEventListener(WEB_ERROR_EVENT, (event) => reports.push((event as CustomEvent).detail));
    await expect(loadCookieInfo(cookiesAnswering(answer), events)).rejects.toThrow();
    expect(reports).toEqual([{ errMessage: 'cookie info fetch failed', errCode: 500 }]);
  });
});
