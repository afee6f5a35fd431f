/** SPEC §3: the order page sets offerTypeName; Atlas is the one named type, the rest are Year. */
export type OfferType = 'Atlas' | 'Year';

export function normalizeOfferType(offerTypeName: unknown): OfferType {
  return offerTypeName === 'Atlas' ? 'Atlas' : 'Year';
}
