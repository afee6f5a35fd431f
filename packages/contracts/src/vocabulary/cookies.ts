/** Consent categories of cookies; `technical` holds the necessary cookies that cannot be refused. */
export const cookieCategories = ['technical', 'statistical', 'preference', 'marketing'] as const;
export type CookieCategory = (typeof cookieCategories)[number];

/** The script slugs the shop tracks; a provider list may hold others, which work the same way. */
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
