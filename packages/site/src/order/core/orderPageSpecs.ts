import type { Website } from '@shop/config';
import {
  FREE_MONTH_PATH,
  FREE_TRIAL_PATH,
  LANDING_SUFFIX,
  ORDER_PATH,
  SAMPLE_LANDING_PATH,
  SAMPLE_ORDER_PATH,
  yearlyPaths,
} from './orderPaths';
import type { PackId } from './packImage';
import type { PhoneLine } from './phoneLine';

/** Texts of the `orderPages` catalog an order page is written with. */
export type OrderPageText = 'order' | 'offer' | 'sampleOffer' | 'freeTrial' | 'freeMonth' | 'yearly';

/** One page with the order form: its address, the offer it sells (API slug), texts and phone line. */
export interface OrderPageSpec {
  path: string;
  offer: string;
  text: OrderPageText;
  phone: PhoneLine;
}

/** The offers of the API the pages sell; each page's form loads its configuration by slug. */
export const OFFER_SLUGS = {
  freeTrial: 'free-trial',
  sample: 'sample',
  single: 'single',
  yearly: 'yearly',
} as const;

export type OfferSlug = (typeof OFFER_SLUGS)[keyof typeof OFFER_SLUGS];

/**
 * The pack each offer sells, for the pictures a page shows before (or without) loading the
 * offer's config: the heroes of the home and landing pages. `packImageOf` reads the same from a
 * loaded config's items.
 */
export const OFFER_PACKS: Readonly<Record<OfferSlug, PackId>> = {
  'free-trial': 'k2-30',
  sample: 'sample-10',
  single: 'single-30',
  yearly: 'yearly-12x30',
};

/** The home page is the free-trial order page: the way most shoppers meet the product. */
export const HOME_ORDER = {
  offer: OFFER_SLUGS.freeTrial,
  text: 'freeTrial',
  phone: 'default',
} as const satisfies Omit<OrderPageSpec, 'path'> & { offer: OfferSlug };

/** SPEC §2's order pages in the orderpage layout. */
export const ORDER_LAYOUT_PAGES: readonly OrderPageSpec[] = [
  { path: ORDER_PATH, offer: OFFER_SLUGS.single, text: 'order', phone: 'default' },
  { path: SAMPLE_ORDER_PATH, offer: OFFER_SLUGS.sample, text: 'sampleOffer', phone: 'trialPage' },
  { path: FREE_TRIAL_PATH, offer: OFFER_SLUGS.freeTrial, text: 'freeTrial', phone: 'trialPage' },
  { path: FREE_MONTH_PATH, offer: OFFER_SLUGS.freeTrial, text: 'freeMonth', phone: 'trialPage' },
];

/** The four yearly-pack pages (year layout), all selling the yearly pack. */
export function yearlyPageSpecs(website: Pick<Website, 'productSlug'>): OrderPageSpec[] {
  return yearlyPaths(website).map((path) => ({
    path,
    offer: OFFER_SLUGS.yearly,
    text: 'yearly',
    phone: 'annualPage',
  }));
}

/** Texts of the `orderPages` catalog a landing page is written with. */
export type LandingText = 'sample' | 'freeTrialLanding' | 'freeMonthLanding';

/** A landing page (default layout), the order page its call to action leads to and that page's offer. */
export interface LandingPageSpec {
  path: string;
  orderPath: string;
  offer: OfferSlug;
  text: LandingText;
  phone: PhoneLine;
}

export const LANDING_PAGES: readonly LandingPageSpec[] = [
  {
    path: SAMPLE_LANDING_PATH,
    orderPath: SAMPLE_ORDER_PATH,
    offer: OFFER_SLUGS.sample,
    text: 'sample',
    phone: 'trialPage',
  },
  {
    path: `${FREE_TRIAL_PATH}${LANDING_SUFFIX}`,
    orderPath: FREE_TRIAL_PATH,
    offer: OFFER_SLUGS.freeTrial,
    text: 'freeTrialLanding',
    phone: 'trialPage',
  },
  {
    path: `${FREE_MONTH_PATH}${LANDING_SUFFIX}`,
    orderPath: FREE_MONTH_PATH,
    offer: OFFER_SLUGS.freeTrial,
    text: 'freeMonthLanding',
    phone: 'trialPage',
  },
];
