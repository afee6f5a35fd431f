import { describe, expect, it } from 'vitest';
import { createSubmitKey } from './submitKey';

const order = { firstName: 'Ján', email: 'jan.kovac@azet.sk', paymentMethod: 'card' };

describe('createSubmitKey', () => {
  it('makes a key at the first send and keeps it for a retry after a lost answer', () => {
    const keys = createSubmitKey();
    const first = keys.keyFor(order);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ ...order })).toBe(first);
  });

  it('keeps the key after a lost answer even when the order changed, as the first may be stored', () => {
    const keys = createSubmitKey();
    const first = keys.keyFor(order);
    expect(keys.keyFor({ ...order, paymentMethod: 'bank-transfer' })).toBe(first);
  });

  it('makes a new key for an order changed after a definitive answer', () => {
    const keys = createSubmitKey();
    const first = keys.keyFor(order);
    keys.answered(order);
    const changed = { ...order, email: 'jan.kovac@gmail.com' };
    const second = keys.keyFor(changed);
    expect(second).not.toBe(first);
    // The new key stays with the changed order until it is answered in turn.
    expect(keys.keyFor(changed)).toBe(second);
  });

  it('keeps the key for the same order sent again after a definitive answer', () => {
    const keys = createSubmitKey();
    const first = keys.keyFor(order);
    keys.answered(order);
    expect(keys.keyFor({ ...order })).toBe(first);
  });

  it('makes a new key after renew, for the same order too', () => {
    const keys = createSubmitKey();
    const first = keys.keyFor(order);
    keys.renew();
    const second = keys.keyFor(order);
    expect(second).not.toBe(first);
    expect(keys.keyFor(order)).toBe(second);
  });
});
