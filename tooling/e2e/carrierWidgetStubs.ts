import type { Page } from '@playwright/test';

/** The carriers' widget scripts the order page inserts (see `@shop/site`'s `order/core`). */
export const widgetScripts = {
  packeta: 'https://widget.packeta.com/v6/www/js/library.js',
  ppl: 'https://www.ppl.cz/accesspointwidget/loader.js',
} as const;

export type WidgetCarrier = keyof typeof widgetScripts;

/** A point as the shop's API lists it, which the fake widget hands back as its carrier writes it. */
export interface StubPoint {
  id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  type?: 'parcel-shop' | 'parcel-box';
}

/**
 * A stand-in for the carrier's script that defines the same API the real one does and picks
 * `point` as soon as the map is opened. What the page asked of it is kept on `window.__widgetOpened`.
 */
function fakeWidgetScript(carrier: WidgetCarrier, point: StubPoint): string {
  if (carrier === 'packeta') {
    const packetaPoint = {
      id: Number(point.id) || point.id,
      name: `${point.city}, ${point.street} (${point.name})`,
      place: point.name,
      street: point.street,
      city: point.city,
      zip: point.zip.replace(' ', ''),
    };
    return `window.Packeta = { Widget: { pick(apiKey, callback, options) {
      window.__widgetOpened = { apiKey, options };
      setTimeout(() => callback(${JSON.stringify(packetaPoint)}), 0);
    } } };`;
  }
  const accessPoint = {
    code: point.id,
    name: point.name,
    accessPointType: point.type === 'parcel-box' ? 'PARCEL_BOX' : 'PPL_SHOP',
    address: {
      street: point.street,
      city: point.city,
      zipCode: point.zip.replace(' ', ''),
      countryCode: 'CZ',
    },
  };
  return `customElements.define('ppl-access-point-widget', class extends HTMLElement {
    open() {
      window.__widgetOpened = { apiKey: this.getAttribute('api-key'), options: JSON.parse(this.getAttribute('config')) };
      setTimeout(() => this.dispatchEvent(new CustomEvent('ppl-accesspointwidget-select', {
        bubbles: true, composed: true, detail: ${JSON.stringify(accessPoint)},
      })), 0);
    }
  });`;
}

/** Serves the carrier's script as a fake widget that picks `point`. */
export async function stubCarrierWidget(page: Page, carrier: WidgetCarrier, point: StubPoint) {
  await page.route(widgetScripts[carrier], (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeWidgetScript(carrier, point) }),
  );
}

/** The point the shop's API lists first for `query`, so an order sent with it is accepted. */
export async function listedPoint(page: Page, carrier: WidgetCarrier, query: string): Promise<StubPoint> {
  const response = await page.request.get(
    `/api/pickup-points?carrier=${carrier}&q=${encodeURIComponent(query)}`,
  );
  const { items } = (await response.json()) as { items: StubPoint[] };
  const first = items[0];
  if (!first) throw new Error(`The API lists no ${carrier} point for ${query}`);
  return first;
}
