import { z } from 'zod';

const phoneNumberSchema = z.object({
  /** Digits with the international prefix, as used in `tel:` links, e.g. `+421233056789`. */
  raw: z.string().regex(/^\+\d{9,15}$/, 'raw phone numbers are + followed by 9 to 15 digits'),
  /** Grouped for reading, e.g. `+421 2 330 567 89`. */
  readable: z.string().min(1),
});

const pathSchema = z.string().regex(/^\/[\w\-./]*$/, 'paths start with / and hold only URL-safe characters');

const optionalId = z.string().min(1).optional();

export const routeRuleSchema = z.object({
  redirect: z.object({
    to: z.string().min(1),
    statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  }),
});

export const websiteSchema = z.object({
  /** Site identifier sent with every call. */
  site: z.enum(['sk', 'cz']),
  lang: z.enum(['sk', 'cs']),
  /** The product's own domain name; shown in page titles. */
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  productName: z.string().min(1),
  /** URL slug of the product, used in paths such as `/{productSlug}-rocne-balenie`. */
  productSlug: z.string().regex(/^[a-z0-9-]+$/),
  country: z.enum(['sk', 'cz']),
  baseUrl: z.url(),
  currency: z.enum(['EUR', 'CZK']),
  phonePrefixNumber: z.enum(['+421', '+420']),
  phoneNumbers: z.object({
    default: phoneNumberSchema,
    homeVariantB: phoneNumberSchema,
    trialPage: phoneNumberSchema,
    annualPage: phoneNumberSchema,
    errorPage: phoneNumberSchema,
  }),
  /** Pages that the header's back link returns to (SPEC §2 return-to paths). */
  returnToPaths: z.array(pathSchema).min(1),
  abTestRunning: z.boolean(),
  currentAbTestId: z.number().int().positive(),
  abTestVariantAmount: z.number().int().min(1).max(4),
  currentAbTestBundleId: z.number().int().positive(),
  tracking: z.object({
    ga4: optionalId,
    adform: optionalId,
    adwords: optionalId,
    fbPixel: optionalId,
    retargeting: optionalId,
    mailTool: optionalId,
    parcelService: optionalId,
    sessionRecorder: optionalId,
    affiliate: z.boolean(),
  }),
  company: z.object({
    name: z.string().min(1),
    street: z.string().min(1),
    city: z.string().min(1),
    zip: z.string().min(1),
    country: z.string().min(1),
    registrationId: z.string().min(1),
    taxId: z.string().min(1),
  }),
  contact: z.object({
    email: z.email(),
    websiteUrl: z.url(),
  }),
  socialUrls: z.object({
    facebook: z.url().optional(),
    instagram: z.url().optional(),
    youtube: z.url().optional(),
  }),
  footer: z.object({
    showTerms: z.boolean(),
    showDeliveryPayment: z.boolean(),
  }),
  /** Country-specific paths of pages that exist on both sites under different names. */
  paths: z.object({
    reviews: pathSchema,
    cookiesPersonalData: pathSchema,
    personalData: pathSchema,
    conditions: pathSchema,
    thankYouYearly: pathSchema,
    orderRejected: pathSchema,
    sampleRejected: pathSchema,
    yearlyRejected: pathSchema,
  }),
  /** Build-manifest route rules: redirects by exact path (an absolute `to` leaves the site). */
  routeRules: z.record(pathSchema, routeRuleSchema).default({}),
});

/** What an app writes in its `website.config.ts`. */
export type WebsiteInput = z.input<typeof websiteSchema>;
/** The validated configuration the site runs with. */
export type Website = z.output<typeof websiteSchema>;
