import type { HttpClient, HttpClientOptions } from '@shop/contracts';

/**
 * An HttpClient whose code (the client and its zod schemas) loads with the first call, so
 * pages that never call the API, such as the home page, do not carry it in their first script.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  return {
    call(...args: Parameters<HttpClient['call']>) {
      client ??= import('@shop/contracts').then((contracts) => contracts.createHttpClient(options));
      return client.then((loaded) => loaded.call(...args));
    },
  } as HttpClient;
}
