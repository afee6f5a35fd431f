import { cookieProvidersEndpoint, type HttpClient } from '@shop/contracts';
import { type CookieListProvider, cookieListOf } from './cookieProviderList';

export interface CookiePageData {
  /** The providers with their scripts and cookies, or null when loading them failed. */
  providers: CookieListProvider[] | null;
}

/**
 * Loads the cookie list. A failed load is not an error page: the page keeps its text, the
 * consent button and the browser instructions, with SPEC §8's error block in place of the list.
 */
export async function loadCookiePage(api: HttpClient): Promise<CookiePageData> {
  const result = await api.call(cookieProvidersEndpoint, {});
  return { providers: result.ok ? cookieListOf(result.data) : null };
}
