import { cs, csLazyMessages } from '@shop/i18n/cs';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import { createSite, type Site } from '../createSite';
import { type PageAssets, type RenderedPage, renderPage } from '../server';
import { czWebsite, skWebsite } from './websites';

export type TestSiteName = 'sk' | 'cz';

/** The nonce every test render is given, so tests can look for it on the inline scripts. */
export const TEST_NONCE = 'n0nce';

/** Fixed stand-ins for the files of a client build, which unit tests do not have. */
export const testPageAssets: PageAssets = {
  buildId: 'b1',
  scripts: [{ src: '/assets/entry.js' }],
  stylesheets: [],
  modulePreloads: [],
};

/** A country site built the way its app builds it, with the test websites' configs. */
export function createTestSite(name: TestSiteName): Site {
  return name === 'cz'
    ? createSite({ website: czWebsite, locale: 'cs', messages: cs, lazyMessages: csLazyMessages })
    : createSite({ website: skWebsite, locale: 'sk', messages: sk, lazyMessages: skLazyMessages });
}

/** A stand-in for the site's API: `fetch` for the loaders and every path it was asked for. */
export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** Path and query of each call, in order. */
  calls: string[];
}

/** Answers each call with `answer(url)`, the URL resolved on the site's origin. */
export function createFakeApi(answer: (url: URL) => Response | Promise<Response>): FakeApi {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site.test');
    calls.push(url.pathname + url.search);
    return answer(url);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The page of `items` a paged list endpoint answers for the `page` and `pageSize` of `url`. */
export function pagedResponse(items: readonly unknown[], url: URL): Response {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  return jsonResponse({
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    pageCount: Math.ceil(items.length / pageSize),
  });
}

export type PageRenderer = (path: string, api?: FakeApi) => Promise<RenderedPage>;

/**
 * Renders paths of `site` on the server as a request to it would, the loaders' calls answered
 * by `api` or else by a fresh `defaultApi()`.
 */
export function createPageRenderer(site: Site, defaultApi: () => FakeApi): PageRenderer {
  return (path, api = defaultApi()) =>
    renderPage(site, new Request(`http://localhost${path}`), {
      assets: testPageAssets,
      nonce: TEST_NONCE,
      fetch: api.fetch,
    });
}

/** The first JSON-LD block of a document, parsed; undefined when it has none. */
export function jsonLdOf(html: string): unknown {
  const match = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  return match ? JSON.parse(match[1] as string) : undefined;
}
