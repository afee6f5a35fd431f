import { trackingIdName } from '@shop/contracts/vocabulary';

/**
 * The address without the `nmtid` the tracking host appended, once the id is safe in its cookie:
 * a shared link must not hand the visitor's tracking id to whoever opens it. Undefined when there
 * is nothing to remove or the cookie does not hold the same id.
 */
export function withoutTrackingIdParam(href: string, cookieId: string | undefined): string | undefined {
  const url = new URL(href);
  const fromQuery = url.searchParams.get(trackingIdName);
  if (fromQuery === null || !cookieId || cookieId !== fromQuery) return undefined;
  url.searchParams.delete(trackingIdName);
  return `${url.pathname}${url.search}${url.hash}`;
}
