import {
  type PickupCarrier,
  type PickupPointType,
  pickupCarriers,
  pickupPointTypes,
} from '@shop/contracts/vocabulary';
import type { ShippingMethodId } from './shippingMethods';
import { shippingMethod } from './shippingMethods';

/**
 * PPL runs staffed ParcelShops (`parcel-shop`) and self-service ParcelBoxes (`parcel-box`), named
 * by the API's own words; the picker shows PPL's name for each. Other carriers leave this out.
 */
export type { PickupPointType };
/** The carriers that deliver to pickup points: Packeta (the pickup-point service) and PPL. */
export { type PickupCarrier, pickupCarriers };

/** One place where a parcel can be collected, as the picker lists it. */
export interface PickupPoint {
  /** The carrier's own id; sent with the order as `pickupPointId`. */
  id: string;
  name: string;
  street: string;
  city: string;
  /** `NNN NN` */
  zip: string;
  /** Lines as the carrier writes them, e.g. `Po–Pá 8:00–18:00`. */
  openingHours: readonly string[];
  type?: PickupPointType;
}

/** What a search answers: the matching points (possibly none), or that the search failed. */
export type PickupPointSearchResult = { ok: true; points: readonly PickupPoint[] } | { ok: false };

/** Looks up the carrier's points by city, zip or name. */
export type SearchPickupPoints = (carrier: PickupCarrier, query: string) => Promise<PickupPointSearchResult>;

/** The carrier whose points a shipping method needs, or null when it delivers to the address. */
export function pickupCarrierOf(id: ShippingMethodId): PickupCarrier | null {
  const method = shippingMethod(id);
  return method.needsPickupPoint ? method.carrier : null;
}

/** The one-line address under a point's name: `Street 1, 100 00 City`. */
export function pickupPointAddress(point: Pick<PickupPoint, 'street' | 'zip' | 'city'>): string {
  return `${point.street}, ${point.zip} ${point.city}`;
}

export function isPickupCarrier(value: unknown): value is PickupCarrier {
  return typeof value === 'string' && (pickupCarriers as readonly string[]).includes(value);
}

export function isPickupPointType(value: unknown): value is PickupPointType {
  return typeof value === 'string' && (pickupPointTypes as readonly string[]).includes(value);
}
