/** A discount the API accepted for this order; `amount` is money off in the offer's currency. */
export interface AppliedDiscount {
  code: string;
  amount: number;
}

/** Why a code does not apply: not valid for this order, past its validity, or the check itself failed. */
export type DiscountRefusal = 'invalid' | 'expired' | 'failed';

/** What a discount check answers: applied, or refused with the reason the shopper is told. */
export type DiscountCheckResult =
  | { ok: true; discount: AppliedDiscount }
  | { ok: false; reason: DiscountRefusal };

export type CheckDiscountCode = (code: string) => Promise<DiscountCheckResult>;
