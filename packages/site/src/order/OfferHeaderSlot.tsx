import type { OrderFormConfig } from '@shop/contracts';
import { OFFER_HEADER_END, OFFER_HEADER_START } from '@shop/contracts/vocabulary';
import { lazy, Suspense, useEffect, useState } from 'react';
import './OfferHeader.css';

/** Only a page the server did not fill needs the header's code: it loads when one does. */
const OrderOfferHeader = lazy(() =>
  import('./OrderOfferHeader').then((module) => ({ default: module.OrderOfferHeader })),
);

/** The slot's element id: the server finds the markers inside it, the browser reads what it holds. */
export const OFFER_HEADER_SLOT_ID = 'shop-offer-header';

const EMPTY_SLOT = OFFER_HEADER_START + OFFER_HEADER_END;

/** What the document's slot for `offer` holds as the page hydrates; null on the server or without one. */
function documentSlot(offer: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(OFFER_HEADER_SLOT_ID);
  return element instanceof HTMLElement && element.dataset.offer === offer ? element.innerHTML : null;
}

function isFilled(html: string | null): html is string {
  return html !== null && html.replace(OFFER_HEADER_START, '').replace(OFFER_HEADER_END, '').trim() !== '';
}

export interface OfferHeaderSlotProps {
  /** The offer's slug: a document's slot is taken only for the offer it was rendered for. */
  offer: string;
  /** The offer's configuration once the page has it; the slot stays as served until then. */
  config: OrderFormConfig | null;
}

/**
 * The offer header of a page that sells an offer. The server renders the header with the offer's
 * current configuration into this slot's markers (prerendered pages are built without prices,
 * which change in the shop's database at any time): what it rendered stays as it is, with no code
 * to hydrate, so a first visit loads none. Served without it (a plain file host), or reached by a
 * navigation in the browser, the slot holds its place until the page has the configuration, then
 * loads the header's code and shows it.
 */
export function OfferHeaderSlot({ offer, config }: OfferHeaderSlotProps) {
  const [served] = useState(() => documentSlot(offer));
  // The first render in the browser is the server's HTML, whatever it holds, so hydration matches.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || isFilled(served) || config === null) {
    return (
      <div
        id={OFFER_HEADER_SLOT_ID}
        data-offer={offer}
        className="site-OfferHeaderSlot"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the document's own HTML, rendered by our server (or the empty markers), kept as it is
        dangerouslySetInnerHTML={{ __html: served ?? EMPTY_SLOT }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div id={OFFER_HEADER_SLOT_ID} data-offer={offer} className="site-OfferHeaderSlot">
      <Suspense fallback={null}>
        <OrderOfferHeader config={config} />
      </Suspense>
    </div>
  );
}
