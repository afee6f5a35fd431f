import { ValidationError } from 'bysquare';
import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { payBySquarePayload } from './payBySquarePayload';
import type { PaymentDetails } from './paymentDetails';

const payment: PaymentDetails = {
  iban: 'SK4711000000002614870368',
  bic: 'TATRSKBX',
  recipient: 'Nordlys Pharma s.r.o.',
  amount: 150,
  currency: 'EUR',
  variableSymbol: '123',
  dueDate: '2025-01-15',
  message: 'Objednávka SK-0000123',
};

describe('payBySquarePayload', () => {
  it('is base32hex text, as the standard writes it into the QR code', () => {
    expect(payBySquarePayload(payment)).toMatch(/^[0-9A-V]+$/);
  });

  it('holds one payment order with the account, amount, symbol, due date, recipient and note', () => {
    expect(decode(payBySquarePayload(payment))).toMatchObject({
      payments: [
        {
          type: 1,
          amount: 1.5,
          currencyCode: 'EUR',
          variableSymbol: '123',
          paymentDueDate: '20250115',
          paymentNote: 'Objednavka SK-0000123',
          beneficiary: { name: 'Nordlys Pharma s.r.o.' },
          bankAccounts: [{ iban: 'SK4711000000002614870368', bic: 'TATRSKBX' }],
        },
      ],
    });
  });

  it('is the text bysquare 4.0.1 writes without our patches (patches/), character for character', () => {
    // LZMA output is deterministic: the same fields give the same text.
    expect(payBySquarePayload(payment)).toBe(
      '0807C000E0TCNG8G02O7GRAF0D4C6D2UAM2B57D9Q0NGE1P12ND9FNKBRIIVENN7EIL3UO5DBLRRQUJJ82I8RM1Q5KKPNMKNMAV7L23L944HE60PIBRASGR7NOCNS6TLH0KD1KIMJUIOJFHH87RGJDMKRDTBD9NM1GE5GO3IH1TSTKKVVRCCL00',
    );
  });

  it.each([
    [
      'an IBAN with wrong check digits',
      { iban: 'SK4711000000002614870369' },
      'payments[0].bankAccounts[0].iban',
    ],
    ['a BIC of no country', { bic: 'TATRXXBX' }, 'payments[0].bankAccounts[0].bic'],
    ['a day that is not in the calendar', { dueDate: '2025-02-30' }, 'payments[0].paymentDueDate'],
  ])('is refused by bysquare for %s, as its validator functions check', (_, change, path) => {
    expect(() => payBySquarePayload({ ...payment, ...change })).toThrow(ValidationError);
    expect(() => payBySquarePayload({ ...payment, ...change })).toThrow(expect.objectContaining({ path }));
  });

  it('writes cents exactly', () => {
    expect(decode(payBySquarePayload({ ...payment, amount: 5988 })).payments[0]?.amount).toBe(59.88);
    expect(decode(payBySquarePayload({ ...payment, amount: 1 })).payments[0]?.amount).toBe(0.01);
  });
});
