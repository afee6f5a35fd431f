import type { CarrierWidget, PickupPoint, PickupPointType, ScriptLoader } from '@shop/order-form';
import type { Timers } from '@shop/tracking';
import { SCRIPT_LOAD_TIMEOUT_MS, scriptTimeoutError } from '@shop/tracking/loaders';
import { zipOf } from './packetaWidget';

/** PPL's access-point widget (2.0): the loader defines the `<ppl-access-point-widget>` element. */
export const PPL_WIDGET_LOADER_URL = 'https://www.ppl.cz/accesspointwidget/loader.js';
export const PPL_WIDGET_TAG = 'ppl-access-point-widget';
export const PPL_SELECT_EVENT = 'ppl-accesspointwidget-select';

/** The fields of the widget's chosen access point that the form shows and sends. */
export interface PplAccessPoint {
  code: string;
  name?: string;
  accessPointType?: string;
  type?: string;
  address?: { street?: string; city?: string; zipCode?: string };
  street?: string;
  city?: string;
  zipCode?: string;
}

interface PplWidgetElement extends HTMLElement {
  open(): void;
}

/** The widget's names of a point's type, in the API's words. */
const pplTypes: Record<string, PickupPointType> = {
  PPL_SHOP: 'parcel-shop',
  PARCELSHOP: 'parcel-shop',
  PPL_BOX: 'parcel-box',
  PARCEL_BOX: 'parcel-box',
  PARCELBOX: 'parcel-box',
};

export function pickupPointOfPpl(point: PplAccessPoint): PickupPoint {
  const kind = (point.accessPointType ?? point.type ?? '').toUpperCase();
  const type = pplTypes[kind];
  return {
    id: point.code,
    name: point.name?.trim() || point.code,
    street: (point.address?.street ?? point.street ?? '').trim(),
    city: (point.address?.city ?? point.city ?? '').trim(),
    zip: zipOf(point.address?.zipCode ?? point.zipCode ?? ''),
    openingHours: [],
    ...(type ? { type } : {}),
  };
}

/** The loader defines the element from a bundle of its own, so it is waited for, as long as a script. */
function whenDefined(win: Window, timers: Timers): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(scriptTimeoutError('PPL widget')), SCRIPT_LOAD_TIMEOUT_MS);
    void win.customElements.whenDefined(PPL_WIDGET_TAG).then(() => {
      timers.clearTimeout(timer);
      resolve();
    });
  });
}

function isPointDetail(detail: unknown): detail is PplAccessPoint {
  return typeof detail === 'object' && detail !== null && typeof (detail as PplAccessPoint).code === 'string';
}

/**
 * PPL's access-point map behind the form's `CarrierWidget`: one widget element in modal mode,
 * made once its loader has defined it, opened in the shopper's language and country; each point
 * chosen in it goes to the listeners.
 */
export function createPplWidget(win: Window, loadScript: ScriptLoader, timers: Timers = win): CarrierWidget {
  const listeners = new Set<(point: PickupPoint) => void>();
  let element: PplWidgetElement | null = null;
  return {
    async load(key) {
      await loadScript(PPL_WIDGET_LOADER_URL);
      await whenDefined(win, timers);
      const doc = win.document;
      const made = doc.createElement(PPL_WIDGET_TAG) as PplWidgetElement;
      made.setAttribute('api-key', key);
      made.addEventListener(PPL_SELECT_EVENT, (event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        if (!isPointDetail(detail)) return;
        const picked = pickupPointOfPpl(detail);
        for (const listener of listeners) listener(picked);
      });
      doc.body.append(made);
      element = made;
    },
    open({ country, language }) {
      if (!element) throw new Error('The PPL widget is opened before its loader has run');
      element.setAttribute(
        'config',
        JSON.stringify({ viewMode: 'modal', language, country: country.toUpperCase() }),
      );
      element.open();
    },
    onSelect(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
