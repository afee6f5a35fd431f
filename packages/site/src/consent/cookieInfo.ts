import { apiPath, apiPaths } from '@shop/contracts/vocabulary';
import { reportWebError } from '../errors/webError';
import type { FetchLike } from './siteConsent';

// The consent dialog's info tab: loaded with the dialog's code, not the bar's.
const COOKIE_INFO_PATH = apiPath(apiPaths.condition, { name: 'cookies' });

/** SPEC §8: a failed load of the cookie information is reported with code 500. */
export const COOKIE_INFO_ERROR_CODE = 500;
export const COOKIE_INFO_ERROR = 'cookie info fetch failed';

/** The cookie information HTML of the dialog's info tab; rejects when it cannot be loaded. */
export async function fetchCookieInfo(fetch: FetchLike): Promise<string> {
  const response = await fetch(COOKIE_INFO_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${COOKIE_INFO_PATH} answered ${response.status}`);
  const body: unknown = await response.json();
  const html =
    typeof body === 'object' && body !== null ? (body as { contentHtml?: unknown }).contentHtml : undefined;
  if (typeof html !== 'string') throw new Error(`${COOKIE_INFO_PATH} answered without contentHtml`);
  return html;
}

/** `fetchCookieInfo` that also reports a failure (SPEC §8, code 500) before the dialog shows its error block. */
export function loadCookieInfo(fetch: FetchLike, events: EventTarget): Promise<string> {
  return fetchCookieInfo(fetch).catch((error: unknown) => {
    reportWebError(events, COOKIE_INFO_ERROR, COOKIE_INFO_ERROR_CODE);
    throw error;
  });
}
