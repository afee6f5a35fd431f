/** Cookie categories of SPEC §3; `technical` is the necessary category that cannot be turned off. */
export const COOKIE_CATEGORIES = ['technical', 'statistical', 'preference', 'marketing'] as const;

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
