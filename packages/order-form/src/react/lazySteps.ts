import { preloadable } from './preloadable';

/**
 * The parts of the form that the first screen does not need, each its own chunk. Preloading one
 * early (on the first focus or keystroke in step 1) fetches the chunk before the customer asks
 * for it.
 */
export const shippingPaymentStep = preloadable(() =>
  import('./ShippingPaymentStep').then((module) => module.ShippingPaymentStep),
);

export const summaryStep = preloadable(() => import('./SummaryStep').then((module) => module.SummaryStep));

export const pickupPointField = preloadable(() =>
  import('./PickupPointField').then((module) => module.PickupPointField),
);

export const phonePrefixField = preloadable(() =>
  import('./PhonePrefixField').then((module) => module.PhonePrefixField),
);
