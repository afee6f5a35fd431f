import { describe, expect, it } from 'vitest';
import { cardPaymentOf } from './orderReceipt';

const paidCard = { paymentMethod: 'card', dueNow: 2880, paidAt: new Date('2026-11-20T10:00:00Z') };

describe('cardPaymentOf', () => {
  it('tells a paid card order given back in part or in full as such, and paid otherwise', () => {
    expect(cardPaymentOf(paidCard, 'partly-refunded')).toBe('partly-refunded');
    expect(cardPaymentOf(paidCard, 'refunded')).toBe('refunded');
    expect(cardPaymentOf(paidCard, 'paid')).toBe('paid');
    expect(cardPaymentOf(paidCard, 'pending')).toBe('paid');
  });

  it('answers the payment state of an unpaid card order, and nothing for other orders', () => {
    expect(cardPaymentOf({ ...paidCard, paidAt: null }, 'pending')).toBe('pending');
    expect(cardPaymentOf({ ...paidCard, paidAt: null })).toBe('unpaid');
    expect(cardPaymentOf({ ...paidCard, paymentMethod: 'bank-transfer' }, 'paid')).toBeNull();
    expect(cardPaymentOf({ ...paidCard, dueNow: 0 }, 'paid')).toBeNull();
  });
});
