/** A discount the API accepted for this order; `amount` is money off in the offer's currency. */
export interface AppliedDiscount {
  code: string;
  amount: number;
}

/** What a discount check answers: applied, not valid for this order, or the check itself failed. */
export type DiscountCheckResult =
  | { ok: true; discount: AppliedDiscount }
  | { ok: false; reason: 'invalid' | 'failed' };

export type CheckDiscountCode = (code: string) => Promise<DiscountCheckResult>;
