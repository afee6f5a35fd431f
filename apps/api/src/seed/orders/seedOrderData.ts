import type { PickupCarrier, Site } from '@shop/contracts';
import type { Db } from '../../db/createDatabase';
import { discountCodes, offers, pickupPoints } from '../../db/schema';
import { searchTextOf } from '../../orders/searchText';
import { type DiscountCodeSeed, discountCodeSeeds } from './discountCodeSeeds';
import { type OfferSeed, offerSeeds } from './offerSeeds';
import {
  openingHoursOf,
  type PickupPointEntry,
  packetaCz,
  packetaSk,
  pplCz,
  pplSk,
} from './pickupPointSeeds';

export interface OrderDataSeeds {
  offers: Readonly<Record<Site, readonly OfferSeed[]>>;
  discountCodes: Readonly<Record<Site, readonly DiscountCodeSeed[]>>;
  pickupPoints: readonly PickupPointSeed[];
}

export interface PickupPointSeed {
  id: string;
  carrier: PickupCarrier;
  country: 'cz' | 'sk';
  entry: PickupPointEntry;
}

function pickupPointsOf(
  carrier: PickupCarrier,
  country: 'cz' | 'sk',
  entries: readonly PickupPointEntry[],
): PickupPointSeed[] {
  // Stable ids shaped like the carriers' own: Packeta numbers, PPL KM codes.
  const base = country === 'cz' ? 11_000 : 21_000;
  return entries.map((entry, index) => ({
    id:
      carrier === 'packeta'
        ? String(base + index * 17)
        : `KM${country.toUpperCase()}${String(4100 + index * 23).padStart(6, '0')}`,
    carrier,
    country,
    entry,
  }));
}

export const defaultOrderDataSeeds: OrderDataSeeds = {
  offers: offerSeeds,
  discountCodes: discountCodeSeeds,
  pickupPoints: [
    ...pickupPointsOf('packeta', 'cz', packetaCz),
    ...pickupPointsOf('ppl', 'cz', pplCz),
    ...pickupPointsOf('packeta', 'sk', packetaSk),
    ...pickupPointsOf('ppl', 'sk', pplSk),
  ],
};

export interface OrderDataSeedReport {
  offers: number;
  discountCodes: number;
  pickupPoints: number;
}

/**
 * Inserts the offers, discount codes and pickup points that are missing; existing rows are left
 * as they are, so it runs at every start and edits made in the database survive.
 */
export async function seedOrderData(
  db: Db,
  seeds: OrderDataSeeds = defaultOrderDataSeeds,
): Promise<OrderDataSeedReport> {
  const report: OrderDataSeedReport = { offers: 0, discountCodes: 0, pickupPoints: 0 };
  for (const site of ['sk', 'cz'] as const) {
    const added = await db
      .insert(offers)
      .values(
        seeds.offers[site].map((offer) => ({
          site,
          slug: offer.slug,
          type: offer.type,
          title: offer.title,
          items: offer.items,
          requiresPaymentFrequency: offer.requiresPaymentFrequency ?? false,
          instalmentCount: offer.instalmentCount ?? 1,
          freeShipping: offer.freeShipping ?? false,
          unavailableShipping: offer.unavailableShipping ?? [],
        })),
      )
      .onConflictDoNothing({ target: [offers.site, offers.slug] })
      .returning({ id: offers.id });
    report.offers += added.length;
    const codes = await db
      .insert(discountCodes)
      .values(
        seeds.discountCodes[site].map((code) => ({
          site,
          code: code.code.toUpperCase(),
          kind: code.kind,
          value: code.value,
          offerTypes: code.offerTypes,
          validFrom: new Date(code.validFrom),
          validUntil: code.validUntil ? new Date(code.validUntil) : null,
        })),
      )
      .onConflictDoNothing({ target: [discountCodes.site, discountCodes.code] })
      .returning({ id: discountCodes.id });
    report.discountCodes += codes.length;
  }
  const points = await db
    .insert(pickupPoints)
    .values(
      seeds.pickupPoints.map(({ id, carrier, country, entry: [city, zip, street, name, profile] }) => ({
        id,
        carrier,
        country,
        type: profile === 'box' ? ('parcel-box' as const) : ('parcel-shop' as const),
        name,
        street,
        city,
        zip,
        openingHours: openingHoursOf(profile),
        searchText: searchTextOf([city, zip.replace(/\s/g, ''), name, street]),
      })),
    )
    .onConflictDoNothing({ target: pickupPoints.id })
    .returning({ id: pickupPoints.id });
  report.pickupPoints = points.length;
  return report;
}
