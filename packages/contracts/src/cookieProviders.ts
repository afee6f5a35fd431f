import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { siteSchema } from './site';

/** Cookie categories of SPEC §3; `technical` holds the necessary cookies that cannot be refused. */
export const cookieCategories = ['technical', 'statistical', 'preference', 'marketing'] as const;
export const cookieCategorySchema = z.enum(cookieCategories);
export type CookieCategory = z.infer<typeof cookieCategorySchema>;

/** The script slugs the shop tracks (SPEC §3). */
export const trackedScriptSlugs = [
  'ga',
  'google-remarketing',
  'facebook-pixel',
  'adform',
  'seznam-konverze',
  'seznam-retargeting',
  'naturamed-remarketing',
  'microsoft',
  'ehub',
  'smartlook',
  'smartsupp',
  'rtb-house',
  'post-affiliate',
  'clarity',
] as const;
export type TrackedScriptSlug = (typeof trackedScriptSlugs)[number];

/** Slug of the shop's own script that groups its necessary cookies and local storage. */
export const technicalScriptSlug = 'technical';

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
  path: '/api/cookie-providers',
  request: cookieProvidersQuerySchema,
  response: cookieProvidersSchema,
});
