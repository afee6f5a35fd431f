import * as z from 'zod/mini';

/**
 * zod/mini ships no messages: without a locale each issue it makes reads "Invalid input", where
 * classic zod, which loads English with its first schema, says e.g. "Too small: expected string to
 * have >=1 characters". Those messages reach the API's 400 bodies, so the modules that define
 * schemas call this as they load (every other one imports `defineEndpoint`, whose module does):
 * it loads English unless a locale is configured already, as classic zod does.
 */
export function englishMessages(): void {
  if (!z.config().localeError) z.config(z.locales.en());
}
