import type { Website } from '@shop/config';
import { type AbVariant, isAbVariant } from '@shop/contracts/vocabulary';
import type { PhoneNumber } from '../components/PreFooter';
import type { LayoutName } from '../layouts/layoutName';

// The letters' check comes from the shared vocabulary, not from tracking: this module is part of
// the page's first script, which carries none of tracking's code.

/** The served document's A/B variant, so hydration renders what the server rendered. */
export const AB_VARIANT_META = 'ab-variant';

/** The `<meta>` the server adds to a document rendered for a variant. */
export function abVariantMetaTag(variant: AbVariant): string {
  return `<meta name="${AB_VARIANT_META}" content="${variant}"/>`;
}

/** The variant the document was rendered for; undefined for documents without one. */
export function readAbVariantMeta(doc: Pick<Document, 'querySelector'>): AbVariant | undefined {
  const content = doc.querySelector(`meta[name="${AB_VARIANT_META}"]`)?.getAttribute('content');
  return isAbVariant(content) ? content : undefined;
}

/**
 * SPEC §4: while the test runs, the experiment layout (the home page) shows the variant-b phone
 * number to variant b; everything else keeps the layout's own number.
 */
export function experimentPhone(
  website: Pick<Website, 'abTestRunning' | 'phoneNumbers'>,
  layout: LayoutName,
  variant: AbVariant | undefined,
): PhoneNumber | undefined {
  if (layout !== 'default-experiment' || !website.abTestRunning || variant !== 'b') return undefined;
  return website.phoneNumbers.homeVariantB;
}
