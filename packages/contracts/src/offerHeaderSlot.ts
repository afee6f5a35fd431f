import { OFFER_HEADER_END, OFFER_HEADER_START } from './vocabulary/embeddedOrderConfig';

/**
 * A document with `header` (the offer header's HTML) put between the empty offer header slot's
 * markers; the document as it was when it has no empty slot. The servers that render the header
 * (the API for prerendered pages, the site's renderer for pages it renders) fill it the same way.
 */
export function fillOfferHeaderSlot(html: string, header: string): string {
  const slot = OFFER_HEADER_START + OFFER_HEADER_END;
  const at = html.indexOf(slot);
  if (at < 0) return html;
  return html.slice(0, at) + OFFER_HEADER_START + header + OFFER_HEADER_END + html.slice(at + slot.length);
}
