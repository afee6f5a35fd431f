import { cookieCategories } from '@shop/contracts/vocabulary';
import * as z from 'zod/mini';

// zod/mini keeps the schemas out of the bar's size budget (issue 5: the bar loads at most 8 kB gzip).
const categorySchema = /* @__PURE__ */ z.enum(cookieCategories);
const slugSchema = /* @__PURE__ */ z.string().check(z.minLength(1));

export const cookieSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  description: z.string(),
  type: z.string(),
  category: categorySchema,
  expiration: z.string(),
});

export const scriptSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  slug: slugSchema,
  category: categorySchema,
  active: z.boolean(),
  showingCookies: z.boolean(),
  cookies: z.array(cookieSchema),
});

export const cookieProviderSchema = /* @__PURE__ */ z.object({
  companyName: z.string(),
  personalUrl: z.string(),
  scripts: z.array(scriptSchema),
});

export const cookieProvidersSchema = /* @__PURE__ */ z.array(cookieProviderSchema);

export type Cookie = z.infer<typeof cookieSchema>;
export type Script = z.infer<typeof scriptSchema>;
export type CookieProvider = z.infer<typeof cookieProviderSchema>;
