/** What a payment code carries, whichever country's standard writes it. */
export interface PaymentDetails {
  /** Electronic form, no spaces. */
  iban: string;
  bic: string;
  recipient: string;
  /** Minor units (cents, haléře). */
  amount: number;
  currency: 'EUR' | 'CZK';
  variableSymbol: string;
  /** ISO date, `2025-01-15`. */
  dueDate: string;
  /** The note the recipient sees with the payment. */
  message: string;
}
