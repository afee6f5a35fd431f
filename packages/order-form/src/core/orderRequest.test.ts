import { describe, expect, it } from 'vitest';
import { createOrderSchemas, type OrderData, toOrderRequest } from '../index';
import { slovakContext, slovakDelivery } from './test/orderFixtures';

const order: OrderData = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  street: 'Hlavná',
  houseNumber: '12',
  streetAndNumber: 'Hlavná 12',
  city: 'Trnava',
  zip: '917 01',
  phonePrefix: '+421',
  phone: '+421912345678',
  email: 'jana@example.sk',
  birthDate: '1985-03-07',
  shippingMethod: 'ppl-pickup',
  pickupPointId: 'PPL-SK-001',
  paymentMethod: 'card',
  paymentFrequency: null,
  discountCode: null,
  agreement: true,
};

describe('toOrderRequest', () => {
  it('sends the offer, the values and the ids, leaving empty fields out', () => {
    expect(
      toOrderRequest(order, { offer: 'free-trial', consentProofId: 'proof-1', trackingSessionId: null }),
    ).toEqual({
      offer: 'free-trial',
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Hlavná',
      houseNumber: '12',
      streetAndNumber: 'Hlavná 12',
      city: 'Trnava',
      zip: '917 01',
      phonePrefix: '+421',
      phone: '+421912345678',
      email: 'jana@example.sk',
      birthDate: '1985-03-07',
      shippingMethod: 'ppl-pickup',
      pickupPointId: 'PPL-SK-001',
      paymentMethod: 'card',
      agreement: true,
      consentProofId: 'proof-1',
    });
  });

  it('keeps the frequency, discount code, company and session id when given', () => {
    const request = toOrderRequest(
      { ...order, company: 'Firma s.r.o.', paymentFrequency: 'monthly', discountCode: 'JAR10' },
      { offer: 'yearly', trackingSessionId: '1700000000000abcdefgh' },
    );
    expect(request).toMatchObject({
      company: 'Firma s.r.o.',
      paymentFrequency: 'monthly',
      discountCode: 'JAR10',
      trackingSessionId: '1700000000000abcdefgh',
    });
    expect(request).not.toHaveProperty('consentProofId');
  });
});

describe('the body and the API’s check', () => {
  const schemas = createOrderSchemas(slovakContext);

  it.each([
    [
      'a pickup point paid by card',
      { shippingMethod: 'ppl-pickup', pickupPointId: 'PPL-SK-001', paymentMethod: 'card' },
    ],
    ['an address paid after delivery', { shippingMethod: 'post-address', paymentMethod: 'after-delivery' }],
  ])('checks as the order the form checked: %s', (_case, choices) => {
    const checked = schemas.order.parse({ ...slovakDelivery, ...choices, agreement: true });
    expect(checked.birthDate).toBe('1990-02-01');
    expect(schemas.request.parse(toOrderRequest(checked, { offer: 'single' }))).toEqual(checked);
  });
});
