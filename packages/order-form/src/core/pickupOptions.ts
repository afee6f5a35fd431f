import type { CarrierWidgets, ScriptLoader } from './carrierWidget';
import type { PickupCarrier, SearchPickupPoints } from './pickupPoint';
import type { Country } from './zipCode';

/** Everything the pickup-point choice needs from the page, passed down as one object. */
export interface PickupOptions {
  country: Country;
  searchPickupPoints: SearchPickupPoints;
  widgets?: CarrierWidgets;
  loadScript?: ScriptLoader;
  /** Reports a widget that failed to load (a toast when the page gave one, else shown in place). */
  notify?: (message: string) => void;
}

/** The carrier's widget setup when it is usable: a non-empty key and a loader to fetch it with. */
export function widgetSetupFor(options: PickupOptions, carrier: PickupCarrier) {
  const setup = options.widgets?.[carrier];
  return setup && setup.key.trim() !== '' && options.loadScript ? setup : null;
}
