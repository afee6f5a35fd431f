import { describe, expect, it } from 'vitest';
import { createOrderChecker } from './orderChecker';

const order = {
  firstName: 'Ján',
  lastName: 'Kováč',
  company: 'Nordlys Pharma s.r.o.',
  street: 'Mlynské nivy',
  houseNumber: '12',
  city: 'Bratislava',
  zip: '821 09',
  phone: '901 123 456',
  email: 'jan.kovac@azet.sk',
  birthDate: '2008-11-20',
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
};

describe('createOrderChecker', () => {
  it('checks each order at its own moment although the schema is built once', () => {
    const check = createOrderChecker();
    const before = check(order, { country: 'sk', now: new Date('2026-11-19T12:00:00Z') });
    const on = check(order, { country: 'sk', now: new Date('2026-11-20T12:00:00Z') });
    expect(before).toEqual({ ok: false, fieldErrors: { birthDate: ['date.underage'] } });
    expect(on).toMatchObject({ ok: true, data: { birthDate: '2008-11-20', phone: '+421901123456' } });
  });

  it('keeps the contexts of different offers and sites apart', () => {
    const check = createOrderChecker();
    const now = new Date('2026-11-20T12:00:00Z');
    expect(check({ ...order, birthDate: '1990-02-01' }, { country: 'sk', now }).ok).toBe(true);
    expect(
      check({ ...order, birthDate: '1990-02-01' }, { country: 'sk', now, shippingMethods: ['ppl-address'] }),
    ).toEqual({ ok: false, fieldErrors: { shippingMethod: ['shipping.required'] } });
    expect(check({ ...order, birthDate: '1990-02-01' }, { country: 'cz', now })).toMatchObject({
      ok: false,
      fieldErrors: { zip: ['zip.country'] },
    });
  });
});
