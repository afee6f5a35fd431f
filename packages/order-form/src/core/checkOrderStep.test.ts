import { describe, expect, it } from 'vitest';
import { checkOrderStep, type OrderFormContext, type OrderStep, validateStep } from '../index';

const context: OrderFormContext = { country: 'sk', now: new Date('2026-11-20T10:00:00Z') };

const complete = {
  firstName: 'Ján',
  lastName: 'Kováč',
  company: 'Nordlys Pharma s.r.o.',
  street: 'Mlynské nivy',
  houseNumber: '12',
  city: 'Bratislava',
  zip: '82109',
  phone: '0901 123 456',
  email: 'jan.kovac@azet.sk',
  birthDate: '1.2.1990',
  shippingMethod: 'ppl-pickup',
  pickupPointId: 'SK-1',
  paymentMethod: 'card',
  discountCode: ' LETO ',
  agreement: true,
};

const variants: [string, Record<string, string | boolean>][] = [
  ['complete', complete],
  ['empty', {}],
  ['bad zip and phone', { ...complete, zip: '100 00', phone: '12a' }],
  [
    'PPL with cash on delivery and no point',
    { ...complete, paymentMethod: 'after-delivery', pickupPointId: '' },
  ],
  ['no terms', { ...complete, agreement: false }],
];
const steps: OrderStep[] = ['delivery', 'shippingPayment', 'terms', 'order'];

describe('checkOrderStep', () => {
  it.each(variants)('says what the shared schemas say: %s', (_name, values) => {
    for (const step of steps) {
      expect(checkOrderStep(step, values, context)).toEqual(validateStep(step, values, context));
    }
  });
});
