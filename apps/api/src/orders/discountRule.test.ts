import { describe, expect, it } from 'vitest';
import { applyDiscount, type DiscountCodeRow } from './discountRule';

const code: DiscountCodeRow = {
  id: '00000000-0000-4000-8000-000000000001',
  site: 'sk',
  code: 'NORDLYS10',
  kind: 'percent',
  value: 10,
  offerTypes: ['single', 'yearly'],
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T00:00:00Z'),
};
const now = new Date('2026-06-01T00:00:00Z');
const single = { type: 'single', itemsTotal: 2495 };

describe('applyDiscount', () => {
  it.each([
    ['no such code', undefined, single, now, 'unknown'],
    ['a code not valid yet', code, single, new Date('2025-12-31T23:59:59Z'), 'expired'],
    ['a code past its end', code, single, new Date('2026-12-31T00:00:00Z'), 'expired'],
    ['another offer type', code, { type: 'sample', itemsTotal: 490 }, now, 'not-applicable'],
    ['a free offer', code, { type: 'single', itemsTotal: 0 }, now, 'not-applicable'],
  ] as const)('refuses %s', (_case, row, offer, moment, reason) => {
    expect(applyDiscount(row, offer, moment)).toEqual({ ok: false, reason });
  });

  it('rounds a percent to whole minor units', () => {
    expect(applyDiscount(code, single, now)).toMatchObject({ ok: true, discount: 250 });
  });

  it('caps a fixed amount at the items total', () => {
    const amount = { ...code, kind: 'amount' as const, value: 5000 };
    expect(applyDiscount(amount, single, now)).toMatchObject({ ok: true, discount: 2495 });
  });
});
