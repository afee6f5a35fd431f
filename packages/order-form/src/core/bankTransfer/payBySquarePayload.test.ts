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

  it('writes cents exactly', () => {
    expect(decode(payBySquarePayload({ ...payment, amount: 5988 })).payments[0]?.amount).toBe(59.88);
    expect(decode(payBySquarePayload({ ...payment, amount: 1 })).payments[0]?.amount).toBe(0.01);
  });
});
