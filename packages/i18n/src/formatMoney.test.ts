import { describe, expect, it } from 'vitest';
import { formatMoney } from './index';

/** What a shopper sees: Intl's non-breaking spaces shown as plain spaces. */
const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros the Slovak way with cents', () => {
    expect(seen(formatMoney('sk', 12.9, 'EUR'))).toBe('12,90 €');
    expect(seen(formatMoney('sk', 12, 'EUR'))).toBe('12,00 €');
    expect(seen(formatMoney('sk', 1234.5, 'EUR'))).toBe('1 234,50 €');
  });

  it('writes whole crowns the Czech way without ,00', () => {
    expect(seen(formatMoney('cs', 1290, 'CZK'))).toBe('1 290 Kč');
    expect(seen(formatMoney('cs', 0, 'CZK'))).toBe('0 Kč');
  });

  it('keeps hellers when a crown amount has them', () => {
    expect(seen(formatMoney('cs', 129.5, 'CZK'))).toBe('129,50 Kč');
  });

  it('keeps the amount and symbol together with non-breaking spaces', () => {
    expect(formatMoney('cs', 1290, 'CZK')).toBe('1\u00a0290\u00a0Kč');
    expect(formatMoney('sk', 12.9, 'EUR')).toBe('12,90\u00a0€');
  });

  it('formats the other currency as that language writes it', () => {
    expect(seen(formatMoney('cs', 12.9, 'EUR'))).toBe('12,90 €');
    expect(seen(formatMoney('sk', 1290, 'CZK'))).toBe('1 290 CZK');
  });
});
