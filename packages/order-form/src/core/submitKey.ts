/**
 * The idempotency key of the order a form sends. One key stays with one order: a retry after a
 * lost answer (network error, timeout, server error) sends the same key, so the API answers the
 * first request's result instead of storing the order twice. Once a definitive answer came (the
 * order stored or refused, or field errors), an order the shopper changed since is a new submit
 * and gets a new key; the API would refuse the old key with other data.
 */
export interface SubmitKey {
  /** The key to send `order` with. */
  keyFor(order: unknown): string;
  /** Records a definitive answer to `order`, sent with the current key. */
  answered(order: unknown): void;
  /**
   * Lets the key go: the API answered that it was sent before with another order (an order changed
   * after a lost answer), so the next sending is a new order with a new key.
   */
  renew(): void;
}

export function createSubmitKey(newKey: () => string = () => crypto.randomUUID()): SubmitKey {
  let current: { key: string; answered: string | null } | null = null;
  return {
    keyFor(order) {
      const sent = JSON.stringify(order);
      if (!current || (current.answered !== null && current.answered !== sent)) {
        current = { key: newKey(), answered: null };
      }
      return current.key;
    },
    answered(order) {
      if (current) current.answered = JSON.stringify(order);
    },
    renew() {
      current = null;
    },
  };
}
