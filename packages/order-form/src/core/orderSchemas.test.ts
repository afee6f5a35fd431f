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
