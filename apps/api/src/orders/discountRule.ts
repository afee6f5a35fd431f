import type { DiscountRejection } from '@shop/contracts';
import type { discountCodes } from '../db/schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export type DiscountOutcome =
  | { ok: true; code: string; kind: 'percent' | 'amount'; value: number; discount: number }
  | { ok: false; reason: DiscountRejection };

/**
 * What a code takes off an offer's items: a percent rounded to whole minor units, or a fixed
 * amount, never more than the items cost. Shipping and payment fees are never discounted.
 */
export function applyDiscount(
  row: DiscountCodeRow | undefined,
  offer: { type: string; itemsTotal: number },
  now: Date,
): DiscountOutcome {
  if (!row) return { ok: false, reason: 'unknown' };
  if (now < row.validFrom || (row.validUntil && now >= row.validUntil))
    return { ok: false, reason: 'expired' };
  if (!row.offerTypes.includes(offer.type) || offer.itemsTotal === 0)
    return { ok: false, reason: 'not-applicable' };
  const wanted = row.kind === 'percent' ? Math.round((offer.itemsTotal * row.value) / 100) : row.value;
  return {
    ok: true,
    code: row.code,
    kind: row.kind,
    value: row.value,
    discount: Math.min(wanted, offer.itemsTotal),
  };
}

export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
