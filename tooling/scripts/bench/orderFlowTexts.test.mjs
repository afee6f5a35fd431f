import { describe, expect, it } from 'vitest';
import { DELIVERY_FIELDS, orderFlowPerson, orderFlowTexts } from './orderFlowTexts.mjs';

describe('orderFlowTexts', () => {
  it('knows only the two sites', async () => {
    await expect(orderFlowTexts('pl')).rejects.toThrow('pl');
  });
});

describe('orderFlowPerson', () => {
  it("types a number of 9 digits on the site's mobile range, a zip of its country, a birth date over 18", () => {
    const sk = orderFlowPerson('sk', 42);
    const cz = orderFlowPerson('cz', 123_456_789);
    expect(sk.phone).toMatch(/^9\d{8}$/);
    expect(cz.phone).toMatch(/^6\d{8}$/);
    expect([sk.zip, cz.zip]).toEqual(['821 09', '100 00']);
    const [day, month, year] = sk.birthDate.split('.').map(Number);
    const eighteenYearsAgo = new Date();
    eighteenYearsAgo.setFullYear(eighteenYearsAgo.getFullYear() - 18);
    expect(new Date(year, month - 1, day) < eighteenYearsAgo).toBe(true);
  });

  it('is another shopper for another serial, with a value for every field of step 1', () => {
    const first = orderFlowPerson('sk', 1);
    expect(orderFlowPerson('sk', 2).email).not.toBe(first.email);
    expect(DELIVERY_FIELDS.filter((field) => !first[field])).toEqual([]);
  });
});
