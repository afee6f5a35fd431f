import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bankTransferInstructions } from '../../bankTransfer';
import { czAccount, skAccount } from './test/bankAccounts';

/** What a phone camera would read: the SVG rasterised as an image is, then scanned. */
async function scan(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .png()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    info.width,
    info.height,
  );
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

/** SPAYD's `KEY:value` fields, each value percent-decoded as the standard escapes it. */
function spaydFields(text: string): Record<string, string> {
  const [header, version, ...fields] = text.split('*');
  expect(`${header}*${version}`).toBe('SPD*1.0');
  return Object.fromEntries(
    fields.map((field) => {
      const colon = field.indexOf(':');
      return [field.slice(0, colon), decodeURIComponent(field.slice(colon + 1))];
    }),
  );
}

const placedAt = new Date('2025-03-29T23:30:00+01:00');

describe('the QR code of a bank transfer, scanned', () => {
  it('gives a Czech banking app the account, amount, currency and variable symbol (QR Platba)', async () => {
    const instructions = bankTransferInstructions({
      site: 'cz',
      account: czAccount,
      amount: 598800,
      currency: 'CZK',
      orderNumber: 'CZ-0004567',
      placedAt,
      message: 'Objednávka CZ-0004567 * 100%',
    });
    const scanned = await scan(instructions.qrSvg);
    expect(scanned).toBe(instructions.qrPayload);
    expect(spaydFields(scanned)).toEqual({
      ACC: 'CZ8803000000194019273859+CEKOCZPP',
      AM: '5988.00',
      CC: 'CZK',
      'X-VS': '4567',
      DT: '20250412',
      MSG: 'Objednavka CZ-0004567 * 100%',
      RN: 'Nordlys Pharma CZ s.r.o.',
    });
  });

  it('gives a Slovak banking app the account, amount, currency and variable symbol (PAY by square)', async () => {
    const instructions = bankTransferInstructions({
      site: 'sk',
      account: skAccount,
      amount: 5988,
      currency: 'EUR',
      orderNumber: 'SK-0000123',
      placedAt,
    });
    const scanned = await scan(instructions.qrSvg);
    expect(scanned).toBe(instructions.qrPayload);
    expect(decode(scanned).payments).toEqual([
      expect.objectContaining({
        type: 1,
        amount: 59.88,
        currencyCode: 'EUR',
        variableSymbol: '123',
        paymentDueDate: '20250412',
        paymentNote: 'SK-0000123',
        beneficiary: expect.objectContaining({ name: 'Nordlys Pharma s.r.o.' }),
        bankAccounts: [{ iban: 'SK4711000000002614870368', bic: 'TATRSKBX' }],
      }),
    ]);
  });
});
