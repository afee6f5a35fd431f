import type { OrderFormConfig } from '@shop/contracts';
import { EMBEDDED_ORDER_CONFIG_ID } from '@shop/contracts/vocabulary';

/**
 * Takes the order form configuration a server embedded in the page for `offer` (the Node server
 * does so for prerendered pages with a form): the element is removed as it is read, so a later
 * visit to the page within the same load asks the API for current prices. Null when the page
 * came without one (a plain file host, a failed lookup) or it is not the offer's.
 *
 * The server checked the data against the contract before writing it, as it checks what it
 * dehydrates for server-rendered pages, so the browser needs no schema to read it.
 */
export function takeEmbeddedOrderConfig(document: Document, offer: string): OrderFormConfig | null {
  const element = document.getElementById(EMBEDDED_ORDER_CONFIG_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  element.remove();
  try {
    const config = JSON.parse(element.textContent ?? '') as OrderFormConfig | null;
    return config?.offer?.slug === offer ? config : null;
  } catch {
    return null;
  }
}
