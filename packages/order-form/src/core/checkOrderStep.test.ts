import { describe, expect, it } from 'vitest';
import {
  checkOrderStep,
  createOrderSchemas,
  fieldErrorsOf,
  type OrderFormContext,
  type OrderStep,
} from '../index';

const context: OrderFormContext = { country: 'sk', now: new Date('2026-11-20T10:00:00Z') };

/** What the zod view of the rules (`createOrderSchemas`) answers for the same values. */
function schemaAnswer(step: OrderStep, values: Record<string, unknown>, context: OrderFormContext) {
  const parsed = createOrderSchemas(context)[step].safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
}

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
  ['an ISO birth date, as the form sends it', { ...complete, birthDate: '1990-02-01' }],
];
const steps: OrderStep[] = ['delivery', 'shippingPayment', 'terms', 'order', 'request'];

describe('checkOrderStep', () => {
  it.each(variants)('says what the shared schemas say: %s', (_name, values) => {
    for (const step of steps) {
      expect(checkOrderStep(step, values, context)).toEqual(schemaAnswer(step, values, context));
    }
  });
});

const cz: OrderFormContext = { country: 'cz', now: new Date('2026-03-15T10:00:00Z') };
const sk: OrderFormContext = { country: 'sk', now: new Date('2026-03-15T10:00:00Z') };

const czechDelivery = {
  firstName: ' Jana ',
  lastName: 'Nováková',
  company: 'Nováková s.r.o.',
  street: 'Vinohradská',
  houseNumber: '1511/230',
  city: 'Praha 10',
  zip: '10000',
  phonePrefix: '+420',
  phone: '601 123 456',
  email: 'jana@seznam.cz',
  birthDate: '1. 2. 1990',
};

describe('checkOrderStep: delivery', () => {
  it('returns normalised data', () => {
    expect(checkOrderStep('delivery', czechDelivery, cz)).toEqual({
      ok: true,
      data: {
        firstName: 'Jana',
        lastName: 'Nováková',
        company: 'Nováková s.r.o.',
        street: 'Vinohradská',
        houseNumber: '1511/230',
        streetAndNumber: 'Vinohradská 1511/230',
        city: 'Praha 10',
        zip: '100 00',
        phonePrefix: '+420',
        phone: '+420601123456',
        email: 'jana@seznam.cz',
        birthDate: '1990-02-01',
      },
    });
  });

  it('reports every empty field at once, with the dedicated texts for phone and email', () => {
    expect(checkOrderStep('delivery', {}, cz)).toEqual({
      ok: false,
      fieldErrors: {
        firstName: ['required'],
        lastName: ['required'],
        company: ['required'],
        street: ['required'],
        houseNumber: ['required'],
        city: ['required'],
        zip: ['required'],
        phone: ['phone.required'],
        email: ['email.required'],
        birthDate: ['required'],
      },
    });
  });

  it('reports wrong values per field', () => {
    const result = checkOrderStep(
      'delivery',
      { ...czechDelivery, zip: '821 09', phone: '601 12a', email: 'jana.seznam.cz', birthDate: '31.2.1990' },
      cz,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        zip: ['zip.country'],
        phone: ['phone.digitsOnly'],
        email: ['email.notValid'],
        birthDate: ['date.invalid'],
      },
    });
  });

  it('applies the Slovak site rules: zip country and default prefix', () => {
    const slovak = { ...czechDelivery, zip: '82109', phonePrefix: undefined, phone: '0901 123 456' };
    const result = checkOrderStep('delivery', slovak, sk);
    expect(result.ok && [result.data.zip, result.data.phone]).toEqual(['821 09', '+421901123456']);
    expect(checkOrderStep('delivery', { ...slovak, zip: '100 00' }, sk)).toMatchObject({
      fieldErrors: { zip: ['zip.country'] },
    });
  });

  it('lets an offer make the company optional and use the combined address field', () => {
    const { street: _street, houseNumber: _houseNumber, ...rest } = czechDelivery;
    const values = { ...rest, company: '', streetAndNumber: 'Vinohradská 1511/230' };
    const result = checkOrderStep('delivery', values, {
      ...cz,
      companyRequired: false,
      addressFields: 'combined',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { company: null, street: null, houseNumber: null, streetAndNumber: 'Vinohradská 1511/230' },
    });
    expect(checkOrderStep('delivery', rest, { ...cz, addressFields: 'combined' })).toMatchObject({
      fieldErrors: { streetAndNumber: ['required'] },
    });
  });

  it('rejects a prefix that is not Czech or Slovak', () => {
    expect(checkOrderStep('delivery', { ...czechDelivery, phonePrefix: '+44' }, cz)).toEqual({
      ok: false,
      fieldErrors: { phonePrefix: ['phone.format'] },
    });
  });

  it("treats values of the wrong type as missing, in the API's schemas too", () => {
    const values = { ...czechDelivery, firstName: 42, phone: null };
    expect(schemaAnswer('delivery', values, cz)).toEqual({
      ok: false,
      fieldErrors: { firstName: ['required'], phone: ['phone.required'] },
    });
  });
});

describe('checkOrderStep: shipping and payment', () => {
  it('returns the choice with the pickup point when the method needs one', () => {
    const values = {
      shippingMethod: 'ppl-pickup',
      pickupPointId: 'KM-1234',
      paymentMethod: 'card',
      discountCode: ' ',
    };
    expect(checkOrderStep('shippingPayment', values, cz)).toEqual({
      ok: true,
      data: {
        shippingMethod: 'ppl-pickup',
        pickupPointId: 'KM-1234',
        paymentMethod: 'card',
        paymentFrequency: null,
        discountCode: null,
      },
    });
  });

  it('drops a pickup point and a frequency nobody asked for', () => {
    const values = {
      shippingMethod: 'post-address',
      pickupPointId: 'KM-1234',
      paymentMethod: 'bank-transfer',
      paymentFrequency: 'monthly',
      discountCode: ' JARO10 ',
    };
    expect(checkOrderStep('shippingPayment', values, cz)).toMatchObject({
      ok: true,
      data: { pickupPointId: null, paymentFrequency: null, discountCode: 'JARO10' },
    });
  });

  it('reports missing choices', () => {
    expect(checkOrderStep('shippingPayment', {}, { ...cz, requiresPaymentFrequency: true })).toEqual({
      ok: false,
      fieldErrors: {
        shippingMethod: ['shipping.required'],
        paymentMethod: ['payment.required'],
        paymentFrequency: ['frequency.required'],
      },
    });
    expect(
      checkOrderStep('shippingPayment', { shippingMethod: 'pickup-point', paymentMethod: 'card' }, cz),
    ).toEqual({
      ok: false,
      fieldErrors: { pickupPointId: ['pickupPoint.required'] },
    });
  });

  it('asks for the frequency when the offer needs it', () => {
    const values = { shippingMethod: 'post-mailbox', paymentMethod: 'card', paymentFrequency: 'yearly' };
    expect(
      checkOrderStep('shippingPayment', values, { ...cz, requiresPaymentFrequency: true }),
    ).toMatchObject({
      ok: true,
      data: { paymentFrequency: 'yearly' },
    });
  });

  it('refuses paying after delivery with PPL and unknown ids', () => {
    expect(
      checkOrderStep(
        'shippingPayment',
        { shippingMethod: 'ppl-address', paymentMethod: 'after-delivery' },
        cz,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: { paymentMethod: ['payment.required'] },
    });
    expect(checkOrderStep('shippingPayment', { shippingMethod: 'dhl', paymentMethod: 'cash' }, cz)).toEqual({
      ok: false,
      fieldErrors: { shippingMethod: ['shipping.required'], paymentMethod: ['payment.required'] },
    });
  });
});

describe('checkOrderStep: the order as sent (request)', () => {
  it('reads the ISO birth date the form sends, and d.m.yyyy from a page loaded before', () => {
    for (const birthDate of ['1990-02-01', '1.2.1990']) {
      expect(checkOrderStep('request', { ...complete, birthDate }, context)).toMatchObject({
        ok: true,
        data: { birthDate: '1990-02-01' },
      });
    }
    expect(checkOrderStep('order', { ...complete, birthDate: '1990-02-01' }, context)).toMatchObject({
      ok: false,
      fieldErrors: { birthDate: ['date.invalid'] },
    });
  });
});

describe('checkOrderStep: terms and the whole order', () => {
  it('needs the agreement', () => {
    expect(checkOrderStep('terms', { agreement: true }, cz)).toEqual({ ok: true, data: { agreement: true } });
    for (const agreement of [false, undefined, 'true']) {
      expect(checkOrderStep('terms', { agreement }, cz)).toEqual({
        ok: false,
        fieldErrors: { agreement: ['terms.required'] },
      });
    }
  });

  it('checks the whole payload and reports the issues of every step', () => {
    const order = {
      ...czechDelivery,
      shippingMethod: 'pickup-address',
      paymentMethod: 'after-delivery',
      agreement: true,
    };
    expect(checkOrderStep('order', order, cz)).toMatchObject({
      ok: true,
      data: {
        zip: '100 00',
        shippingMethod: 'pickup-address',
        paymentMethod: 'after-delivery',
        agreement: true,
      },
    });
    expect(
      checkOrderStep('order', { ...order, email: '', shippingMethod: 'ppl-address', agreement: false }, cz),
    ).toEqual({
      ok: false,
      fieldErrors: {
        email: ['email.required'],
        paymentMethod: ['payment.required'],
        agreement: ['terms.required'],
      },
    });
  });
});
