import type { LazyMessages } from '@shop/i18n';

type ShippingTexts = keyof LazyMessages['orderForm']['shipping'];

/** The six ways of delivery of SPEC §3; `texts` names their name and description in the catalog. */
export const shippingMethods = [
  { id: 'post-mailbox', carrier: 'post', needsPickupPoint: false, texts: 'post' },
  { id: 'post-address', carrier: 'post', needsPickupPoint: false, texts: 'parcelPost' },
  { id: 'pickup-point', carrier: 'pickup', needsPickupPoint: true, texts: 'pickupPoint' },
  { id: 'pickup-address', carrier: 'pickup', needsPickupPoint: false, texts: 'pickupAddress' },
  { id: 'ppl-address', carrier: 'ppl', needsPickupPoint: false, texts: 'pplAddress' },
  { id: 'ppl-pickup', carrier: 'ppl', needsPickupPoint: true, texts: 'pplPickup' },
] as const satisfies readonly {
  id: string;
  carrier: 'post' | 'pickup' | 'ppl';
  needsPickupPoint: boolean;
  texts: ShippingTexts;
}[];

export type ShippingMethod = (typeof shippingMethods)[number];
export type ShippingMethodId = ShippingMethod['id'];

export const shippingMethodIds = shippingMethods.map((method) => method.id) as [
  ShippingMethodId,
  ...ShippingMethodId[],
];

export function isShippingMethodId(value: unknown): value is ShippingMethodId {
  return typeof value === 'string' && (shippingMethodIds as readonly string[]).includes(value);
}

export function shippingMethod(id: ShippingMethodId): ShippingMethod {
  return shippingMethods.find((method) => method.id === id) as ShippingMethod;
}

export function needsPickupPoint(id: ShippingMethodId): boolean {
  return shippingMethod(id).needsPickupPoint;
}

/** PPL cannot collect cash on delivery (SPEC §4). */
export function isPpl(id: ShippingMethodId): boolean {
  return shippingMethod(id).carrier === 'ppl';
}
