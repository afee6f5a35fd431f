import type { Site } from '@shop/contracts';
import type { OfferItemRow } from '../../db/schema/offers';

export interface OfferSeed {
  slug: string;
  type: 'free-trial' | 'sample' | 'single' | 'yearly';
  title: string;
  items: OfferItemRow[];
  requiresPaymentFrequency?: boolean;
  instalmentCount?: number;
  freeShipping?: boolean;
  unavailableShipping?: string[];
}

const pack = { sku: 'NORDLYS-30' } as const;
const k2Pack = { sku: 'NORDLYS-K2-30' } as const;
const samplePack = { sku: 'NORDLYS-SAMPLE-10' } as const;

/**
 * The offers the order pages show: `free-trial` on `/`, `/objednavka`, `/k2zadarmo` and
 * `/mesiack2zadarmo`; `sample` on the trial-pack pages; `single`; `yearly` on the four yearly-pack
 * pages; `duo` and `trio` as `/nabidka/{slug}`. Prices in cents (EUR) or haléře (CZK).
 */
export const offerSeeds: Readonly<Record<Site, readonly OfferSeed[]>> = {
  sk: [
    {
      slug: 'free-trial',
      type: 'free-trial',
      title: 'Mesiac Nordlys s vitamínom K2 zadarmo',
      items: [{ ...k2Pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 1, unitPrice: 0 }],
      freeShipping: true,
    },
    {
      slug: 'sample',
      type: 'sample',
      title: 'Skúšobný balíček Nordlys',
      items: [
        {
          ...samplePack,
          name: 'Nordlys Omega-3 + D3 + K2, skúšobné balenie 10 kapsúl',
          quantity: 1,
          unitPrice: 490,
        },
      ],
    },
    {
      slug: 'single',
      type: 'single',
      title: 'Nordlys Omega-3 + D3 + K2',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 1, unitPrice: 2490 }],
    },
    {
      slug: 'yearly',
      type: 'yearly',
      title: 'Ročné balenie Nordlys',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 12, unitPrice: 1990 }],
      requiresPaymentFrequency: true,
      instalmentCount: 12,
      freeShipping: true,
      unavailableShipping: ['post-mailbox'],
    },
    {
      slug: 'duo',
      type: 'single',
      title: 'Nordlys Duo: dve balenia',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 2, unitPrice: 2290 }],
    },
    {
      slug: 'trio',
      type: 'single',
      title: 'Nordlys Trio: tri balenia',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 3, unitPrice: 2190 }],
      freeShipping: true,
    },
  ],
  cz: [
    {
      slug: 'free-trial',
      type: 'free-trial',
      title: 'Měsíc Nordlys s vitaminem K2 zdarma',
      items: [{ ...k2Pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 1, unitPrice: 0 }],
      freeShipping: true,
    },
    {
      slug: 'sample',
      type: 'sample',
      title: 'Zkušební balíček Nordlys',
      items: [
        {
          ...samplePack,
          name: 'Nordlys Omega-3 + D3 + K2, zkušební balení 10 kapslí',
          quantity: 1,
          unitPrice: 11900,
        },
      ],
    },
    {
      slug: 'single',
      type: 'single',
      title: 'Nordlys Omega-3 + D3 + K2',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 1, unitPrice: 59900 }],
    },
    {
      slug: 'yearly',
      type: 'yearly',
      title: 'Roční balení Nordlys',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 12, unitPrice: 49900 }],
      requiresPaymentFrequency: true,
      instalmentCount: 12,
      freeShipping: true,
      unavailableShipping: ['post-mailbox'],
    },
    {
      slug: 'duo',
      type: 'single',
      title: 'Nordlys Duo: dvě balení',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 2, unitPrice: 56900 }],
    },
    {
      slug: 'trio',
      type: 'single',
      title: 'Nordlys Trio: tři balení',
      items: [{ ...pack, name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 3, unitPrice: 54900 }],
      freeShipping: true,
    },
  ],
};
