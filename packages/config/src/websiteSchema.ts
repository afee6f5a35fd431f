import { z } from 'zod';
import { bankAccountSchema, siteBankAccountIssues } from './bankAccount';

/** The language, currency and phone prefix each site runs with; mixing them is a config error. */
const siteLocales = {
  sk: { lang: 'sk', country: 'sk', currency: 'EUR', phonePrefixNumber: '+421' },
  cz: { lang: 'cs', country: 'cz', currency: 'CZK', phonePrefixNumber: '+420' },
} as const;

const phoneNumberSchema = z
  .object({
    /** Digits with the international prefix, as used in `tel:` links, e.g. `+421233001100`. */
    raw: z.string().regex(/^\+\d{9,15}$/, 'raw phone numbers are + followed by 9 to 15 digits'),
    /** Grouped for reading, e.g. `+421 2 330 011 00`. */
    readable: z.string().regex(/^\+[\d ]+\d$/, 'readable phone numbers are + followed by digits and spaces'),
  })
  .refine((phone) => phone.readable.replaceAll(' ', '') === phone.raw, {
    message: 'readable must be the raw number with spaces added',
    path: ['readable'],
  });

const pathSchema = z.string().regex(/^\/[\w\-./]*$/, 'paths start with / and hold only URL-safe characters');

const httpsUrl = z.url({ protocol: /^https$/, message: 'expected an https:// URL' });

const optionalId = z.string().min(1).optional();

export const routeRuleSchema = z.object({
  redirect: z.object({
    /** A site path, or an absolute URL that leaves the site with a full page load. */
    to: z.union([pathSchema, z.url({ protocol: /^https?$/ })], {
      error: 'redirect targets are a path starting with / or an http(s) URL',
    }),
    statusCode: z
      .literal([301, 302, 307, 308], { error: 'redirect status codes are 301, 302, 307 or 308' })
      .default(301),
  }),
});

export const websiteSchema = z
  .object({
    /** Site identifier sent with every call. */
    site: z.enum(['sk', 'cz']),
    lang: z.enum(['sk', 'cs']),
    /** The product's own domain name; shown in page titles. */
    domain: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'domains are lower-case host names such as nordlys.sk'),
    productName: z.string().min(1),
    /** URL slug of the product, used in paths such as `/{productSlug}-rocne-balenie`. */
    productSlug: z.string().regex(/^[a-z0-9-]+$/, 'slugs hold only a-z, 0-9 and -'),
    country: z.enum(['sk', 'cz']),
    baseUrl: httpsUrl,
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
    returnToPaths: z
      .array(pathSchema)
      .min(1)
      .refine((paths) => new Set(paths).size === paths.length, 'return-to paths must not repeat'),
    /**
     * The tracking host that hands out the `nmtid` tracking id (SPEC §4): an https address that
     * takes the current query plus `url` and `referrer_url` and sends the visitor back to `url`
     * with `nmtid` added. Absent (the default), the reference API on the site's own origin is the
     * tracking host, and its server gives a first visitor the id with the first HTML response.
     */
    trackingHost: httpsUrl.optional(),
    abTestRunning: z.boolean(),
    currentAbTestId: z.number().int().positive(),
    abTestVariantAmount: z.number().int().min(1).max(4),
    currentAbTestBundleId: z.number().int().positive(),
    tracking: z.object({
      ga4: z
        .string()
        .regex(/^G-[A-Z0-9]+$/, 'GA4 measurement ids look like G-XXXXXXX')
        .optional(),
      adform: optionalId,
      adwords: z
        .string()
        .regex(/^AW-\d+$/, 'Google Ads ids look like AW-123456789')
        .optional(),
      fbPixel: z.string().regex(/^\d+$/, 'pixel ids are digits').optional(),
      retargeting: optionalId,
      mailTool: optionalId,
      /** The parcel service's (Packeta's) widget API key; the pickup-point map opens with it. */
      parcelService: optionalId,
      /** PPL's access-point widget API key; absent, PPL points are chosen from the built-in list. */
      pplWidget: optionalId,
      sessionRecorder: optionalId,
      affiliate: z.boolean(),
      /** Ids of the remaining consent-gated tools (SPEC §7); a tool without its id is never loaded. */
      seznamConversion: optionalId,
      brandRemarketing: optionalId,
      microsoftUet: optionalId,
      affiliateCampaign: optionalId,
      chat: optionalId,
      rtbHouse: optionalId,
      postAffiliateAccount: optionalId,
      postAffiliateCampaign: optionalId,
      clarity: optionalId,
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
    /** Where shoppers who pay by bank transfer send the money; shown on the thank-you page and in the e-mail. */
    bankAccount: bankAccountSchema,
    contact: z.object({
      email: z.email(),
      websiteUrl: httpsUrl,
    }),
    socialUrls: z.object({
      facebook: httpsUrl.optional(),
      instagram: httpsUrl.optional(),
      youtube: httpsUrl.optional(),
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
  })
  // Runs even when fields above failed, so each check reads only values that parsed.
  .superRefine((website, ctx) => {
    const expected = siteLocales[website.site] as (typeof siteLocales)[keyof typeof siteLocales] | undefined;
    if (expected) {
      for (const field of ['lang', 'country', 'currency', 'phonePrefixNumber'] as const) {
        if (website[field] !== expected[field]) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `site ${website.site} runs with ${field} ${expected[field]}`,
          });
        }
      }
    }
    for (const [page, phone] of Object.entries(website.phoneNumbers ?? {})) {
      if (typeof phone?.raw === 'string' && !phone.raw.startsWith(website.phonePrefixNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumbers', page, 'raw'],
          message: `phone numbers start with the site's prefix ${website.phonePrefixNumber}`,
        });
      }
    }
    if (website.site === 'sk' || website.site === 'cz') {
      for (const issue of siteBankAccountIssues(website.site, website.bankAccount)) {
        ctx.addIssue({ code: 'custom', path: ['bankAccount', ...issue.path], message: issue.message });
      }
    }
    const host = URL.canParse(website.baseUrl) ? new URL(website.baseUrl).hostname : undefined;
    if (host !== undefined && host !== website.domain && host !== `www.${website.domain}`) {
      ctx.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: `baseUrl must be on ${website.domain} or www.${website.domain}`,
      });
    }
  });

/** What an app writes in its `website.config.ts`. */
export type WebsiteInput = z.input<typeof websiteSchema>;
/** The validated configuration the site runs with. */
export type Website = z.output<typeof websiteSchema>;
