/** The script slugs the shop tracks (SPEC §3); a provider list may hold others, which work the same way. */
export const TRACKED_SCRIPT_SLUGS = [
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

export type TrackedScriptSlug = (typeof TRACKED_SCRIPT_SLUGS)[number];
