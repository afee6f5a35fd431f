/** The layouts of SPEC §2; every page route picks one. */
export const LAYOUT_NAMES = [
  'default',
  'default-experiment',
  'infopage',
  'orderpage',
  'plainpage',
  'subpage',
  'thankpage',
  'thankpage-subscription',
  'year',
] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];
