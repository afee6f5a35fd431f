import { describe, expect, it } from 'vitest';
import type { PaymentDetails } from './paymentDetails';
import { spaydPayload } from './spaydPayload';

const payment: PaymentDetails = {
  iban: 'CZ8803000000194019273859',
  bic: 'CEKOCZPP',
  recipient: 'Nordlys Pharma CZ s.r.o.',
  amount: 598800,
  currency: 'CZK',
  variableSymbol: '4567',
  dueDate: '2025-01-15',
  message: 'CZ-0004567',
};

/** The value of one key, as a reader splits the text on `*`. */
function field(text: string, key: string): string | undefined {
  return text
    .split('*')
    .find((part) => part.startsWith(`${key}:`))
    ?.slice(key.length + 1);
}

describe('spaydPayload', () => {
  it('writes QR Platba 1.0 with the account first', () => {
    expect(spaydPayload(payment)).toBe(
      'SPD*1.0*ACC:CZ8803000000194019273859+CEKOCZPP*AM:5988.00*CC:CZK*X-VS:4567*DT:20250115*MSG:CZ-0004567*RN:Nordlys Pharma CZ s.r.o.',
    );
  });

  it('writes haléře as two decimals', () => {
    expect(field(spaydPayload({ ...payment, amount: 150 }), 'AM')).toBe('1.50');
    expect(field(spaydPayload({ ...payment, amount: 99 }), 'AM')).toBe('0.99');
  });

  it('escapes the separator and the escape character, so a message cannot add a field', () => {
    const text = spaydPayload({ ...payment, message: 'sleva 100%*AM:1.00' });
    expect(field(text, 'MSG')).toBe('sleva 100%25%2AAM:1.00');
    expect(text.split('*').filter((part) => part.startsWith('AM:'))).toEqual(['AM:5988.00']);
  });

  it('drops diacritics and percent-encodes what is still not ASCII', () => {
    expect(field(spaydPayload({ ...payment, message: 'Objednávka č. 4567 – děkujeme' }), 'MSG')).toBe(
      'Objednavka c. 4567 %E2%80%93 dekujeme',
    );
    expect(field(spaydPayload({ ...payment, recipient: 'Žluťoučký kůň s.r.o.' }), 'RN')).toBe(
      'Zlutoucky kun s.r.o.',
    );
  });

  it('keeps the message and recipient within the lengths the standard allows', () => {
    const text = spaydPayload({ ...payment, message: 'x'.repeat(80), recipient: 'y'.repeat(50) });
    expect(field(text, 'MSG')).toHaveLength(60);
    expect(field(text, 'RN')).toHaveLength(35);
  });

  it('puts line breaks and runs of spaces into one space', () => {
    expect(field(spaydPayload({ ...payment, message: ' a\n\tb  c ' }), 'MSG')).toBe('a b c');
  });
});
