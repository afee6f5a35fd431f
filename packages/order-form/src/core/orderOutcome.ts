/**
 * What became of a sent order. `accepted` goes to the thank-you page, or first to the card
 * gateway when `paymentUrl` is given; `rejected` goes to the rejected page (SPEC §4).
 */
export type OrderOutcome =
  | { status: 'accepted'; orderId: string; paymentUrl?: string }
  | { status: 'rejected'; orderId?: string };
