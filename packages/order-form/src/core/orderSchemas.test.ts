import { describe, expect, it } from 'vitest';
import { createOrderSchemas } from '../index';

const schemas = createOrderSchemas({ country: 'sk', now: new Date('2026-03-15T10:00:00Z') });

describe('createOrderSchemas', () => {
  it('puts the issue code in the message and the field in the path, as the API answers them', () => {
    const result = schemas.shippingPayment.safeParse({ shippingMethod: 'ppl-pickup', paymentMethod: 'card' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['pickupPointId'], message: 'pickupPoint.required' }),
    ]);
  });

  it('parses to the normalised output type', () => {
    const data = schemas.terms.parse({ agreement: true });
    expect(data).toEqual({ agreement: true });
  });

  it('drops keys no step knows', () => {
    const result = schemas.terms.safeParse({ agreement: true, price: 0 });
    expect(result.success && result.data).toEqual({ agreement: true });
  });
});

describe('the order as sent to the API (request)', () => {
  const sent = {
    firstName: 'Jana',
    lastName: 'Nováková',
    company: 'Jana s.r.o.',
    street: 'Hlavná',
    houseNumber: '1',
    city: 'Bratislava',
    zip: '811 01',
    phonePrefix: '+421',
    phone: '+421901123456',
    email: 'jana@example.sk',
    birthDate: '2008-03-15',
    shippingMethod: 'post-address',
    paymentMethod: 'after-delivery',
    agreement: true,
  };

  it('takes the checked data the form holds, with its ISO birth date', () => {
    expect(schemas.request.parse(sent)).toMatchObject({
      birthDate: '2008-03-15',
      phone: '+421901123456',
      zip: '811 01',
    });
  });

  it.each([
    ['2008-03-16', 'date.underage'],
    ['2026-03-16', 'date.inFuture'],
    ['1990-02-30', 'date.invalid'],
    ['1990-2-1', 'date.invalid'],
    ['1990-02-01T00:00:00Z', 'date.invalid'],
    ['', 'required'],
  ])('checks the ISO birth date %j by the form’s rules: %s', (birthDate, code) => {
    const result = schemas.request.safeParse({ ...sent, birthDate });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['birthDate'], message: code })]);
  });

  it('still reads d.m.yyyy from a page loaded before the form sent ISO', () => {
    expect(schemas.request.parse({ ...sent, birthDate: '15.3.2008' })).toMatchObject({
      birthDate: '2008-03-15',
    });
  });

  it('leaves the form’s own field to d.m.yyyy as the shopper types it', () => {
    const result = schemas.order.safeParse({ ...sent, birthDate: '2008-03-15' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['birthDate'], message: 'date.invalid' }),
    ]);
  });
});
