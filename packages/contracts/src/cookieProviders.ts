import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { siteSchema } from './site';
import { apiPaths, cookieCategories } from './vocabulary';

export const cookieCategorySchema = z.enum(cookieCategories);

/*
 * The provider shapes equal @shop/consent's `providerSchema` field for field (plain objects, so
 * a newer server may add fields without breaking older sites); these are the ones the server and
 * other callers validate with.
 */
export const cookieSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** How it is stored: `HTTP` (set by a server), `JS` (set by a script), `pixel`, `localStorage`. */
  type: z.string(),
  category: cookieCategorySchema,
  /** Lifetime in the site's language, e.g. '2 roky', '13 měsíců', 'relace'. */
  expiration: z.string(),
});
export type Cookie = z.infer<typeof cookieSchema>;

export const cookieScriptSchema = z.object({
  name: z.string(),
  slug: z.string().check(z.minLength(1)),
  category: cookieCategorySchema,
  active: z.boolean(),
  /** Whether the dialog lists the script's cookies; false for a script that stores none. */
  showingCookies: z.boolean(),
  cookies: z.array(cookieSchema),
});
export type CookieScript = z.infer<typeof cookieScriptSchema>;

export const cookieProviderSchema = z.object({
  companyName: z.string(),
  /** The provider's privacy information page. */
  personalUrl: z.string(),
  scripts: z.array(cookieScriptSchema),
});
export type CookieProvider = z.infer<typeof cookieProviderSchema>;

export const cookieProvidersSchema = z.array(cookieProviderSchema);

/** `site` is needed only where the API serves no single site (the API-only server). */
export const cookieProvidersQuerySchema = z.object({ site: z.optional(siteSchema) });

export const cookieProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.cookieProviders,
  request: cookieProvidersQuerySchema,
  response: cookieProvidersSchema,
});
