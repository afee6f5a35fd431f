import type { OrderFormConfig } from '@shop/contracts';
import { OFFER_HEADER_END, OFFER_HEADER_START } from '@shop/contracts/vocabulary';
import { useState } from 'react';
import { OrderOfferHeader } from './OrderOfferHeader';
import './OfferHeader.css';

/** The slot's element id: the server finds the markers inside it, the browser reads what it holds. */
export const OFFER_HEADER_SLOT_ID = 'shop-offer-header';

const EMPTY_SLOT = OFFER_HEADER_START + OFFER_HEADER_END;

/** What the server put into the slot of this document, read once as the page hydrates. */
function renderedByServer(): string | null {
  if (typeof document === 'undefined') return null;
  const html = document.getElementById(OFFER_HEADER_SLOT_ID)?.innerHTML ?? '';
  return html.replace(OFFER_HEADER_START, '').replace(OFFER_HEADER_END, '').trim() === '' ? null : html;
}

export interface OfferHeaderSlotProps {
  /** The offer's configuration once the page has it; the slot stays as served until then. */
  config: OrderFormConfig | null;
}

/**
 * The offer header of a prerendered page. The page is built without prices (they change in the
 * shop's database at any time), so the Node server renders the header with the offer's current
 * configuration into this slot's markers; what it rendered stays as it is (it has nothing to
 * hydrate). Served without it (a plain file host), or reached by a navigation in the browser,
 * the slot holds its place until the page has the configuration and then shows the header.
 */
export function OfferHeaderSlot({ config }: OfferHeaderSlotProps) {
  const [serverHtml] = useState(renderedByServer);
  if (serverHtml !== null || config === null) {
    return (
      <div
        id={OFFER_HEADER_SLOT_ID}
        className="site-OfferHeaderSlot"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the document's own HTML, rendered by our server (or the empty markers), kept as it is
        dangerouslySetInnerHTML={{ __html: serverHtml ?? EMPTY_SLOT }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div id={OFFER_HEADER_SLOT_ID} className="site-OfferHeaderSlot">
      <OrderOfferHeader config={config} />
    </div>
  );
}
