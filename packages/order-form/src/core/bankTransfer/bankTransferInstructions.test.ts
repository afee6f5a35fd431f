import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import { bankTransferInstructions } from '../../bankTransfer';
import { czAccount, skAccount } from './test/bankAccounts';

const placedAt = new Date('2025-01-01T23:30:00+01:00');

describe('bankTransferInstructions', () => {
  it('gives a Czech shopper the domestic account and a QR Platba code', () => {
    const instructions = bankTransferInstructions({
      site: 'cz',
      account: czAccount,
      amount: 598800,
      currency: 'CZK',
      orderNumber: 'CZ-0004567',
      placedAt,
    });
    expect(instructions).toMatchObject({
      site: 'cz',
      recipient: 'Nordlys Pharma CZ s.r.o.',
      iban: 'CZ88 0300 0000 1940 1927 3859',
      bic: 'CEKOCZPP',
      bankName: 'Československá obchodní banka, a. s.',
      domesticAccount: '19-4019273859/0300',
      amount: 598800,
      currency: 'CZK',
      variableSymbol: '4567',
      dueDate: '2025-01-15',
      message: 'CZ-0004567',
      qrPayload:
        'SPD*1.0*ACC:CZ8803000000194019273859+CEKOCZPP*AM:5988.00*CC:CZK*X-VS:4567*DT:20250115*MSG:CZ-0004567*RN:Nordlys Pharma CZ s.r.o.',
    });
  });

  it('gives a Slovak shopper the IBAN alone and a PAY by square code', () => {
    const instructions = bankTransferInstructions({
      site: 'sk',
      account: skAccount,
      amount: 150,
      currency: 'EUR',
      orderNumber: 'SK-0000123',
      placedAt,
      message: 'Objednávka SK-0000123',
    });
    expect(instructions).toMatchObject({
      site: 'sk',
      recipient: 'Nordlys Pharma s.r.o.',
      iban: 'SK47 1100 0000 0026 1487 0368',
      bic: 'TATRSKBX',
      bankName: 'Tatra banka, a.s.',
      amount: 150,
      currency: 'EUR',
      variableSymbol: '123',
      dueDate: '2025-01-15',
      message: 'Objednávka SK-0000123',
    });
    expect(instructions).not.toHaveProperty('domesticAccount');
    expect(decode(instructions.qrPayload).payments[0]).toMatchObject({
      amount: 1.5,
      currencyCode: 'EUR',
      variableSymbol: '123',
      paymentDueDate: '20250115',
      paymentNote: 'Objednavka SK-0000123',
      bankAccounts: [{ iban: 'SK4711000000002614870368', bic: 'TATRSKBX' }],
    });
  });

  it('draws the QR code of its payload, the same in the SVG as in the modules', () => {
    const { qrCode, qrSvg } = bankTransferInstructions({
      site: 'cz',
      account: czAccount,
      amount: 598800,
      currency: 'CZK',
      orderNumber: 'CZ-0004567',
      placedAt,
    });
    expect(qrSvg).toContain(`viewBox="0 0 ${qrCode.size} ${qrCode.size}"`);
    expect(qrSvg).toContain(`d="${qrCode.path}"`);
  });

  it('is plain data that survives JSON, for the e-mail and server rendering', () => {
    const instructions = bankTransferInstructions({
      site: 'cz',
      account: czAccount,
      amount: 598800,
      currency: 'CZK',
      orderNumber: 'CZ-0004567',
      placedAt,
    });
    expect(JSON.parse(JSON.stringify(instructions))).toEqual(instructions);
  });

  it.each([
    ['a zero amount', { amount: 0 }, /positive whole number of minor units/],
    ['an amount in whole crowns with decimals', { amount: 59.88 }, /positive whole number of minor units/],
    ['an order number without digits', { orderNumber: 'CZ-' }, /has no digits/],
  ])('refuses %s', (_, change, error) => {
    expect(() =>
      bankTransferInstructions({
        site: 'cz',
        account: czAccount,
        amount: 598800,
        currency: 'CZK',
        orderNumber: 'CZ-0004567',
        placedAt,
        ...change,
      }),
    ).toThrow(error);
  });
});
