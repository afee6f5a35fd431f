/** A discount the API accepted for this order; `amount` is money off in minor units of the offer's currency. */
export interface AppliedDiscount {
  code: string;
  amount: number;
}

/**
 * Why a code does not apply: no such code, past its validity, a code for other offers, or the
 * check itself failed.
 */
export type DiscountRefusal = 'invalid' | 'expired' | 'not-applicable' | 'failed';

/** What a discount check answers: applied, or refused with the reason the shopper is told. */
export type DiscountCheckResult =
  | { ok: true; discount: AppliedDiscount }
  | { ok: false; reason: DiscountRefusal };

export type CheckDiscountCode = (code: string) => Promise<DiscountCheckResult>;
