import { inflateSync } from 'node:zlib';
import { bankTransferInstructions } from '@shop/order-form/bank-transfer';
import { describe, expect, it } from 'vitest';
import { testMailSites } from './mailTestKit';
import { darkModulesOf, qrCodePng } from './qrPng';

const { qrCode } = bankTransferInstructions({
  site: 'sk',
  account: testMailSites.sk.bankAccount,
  amount: 2880,
  currency: 'EUR',
  orderNumber: 'SK-0000123',
  placedAt: new Date('2026-11-20T10:00:00Z'),
});

describe('qrCodePng', () => {
  it('draws every module of the code, dark ones black, with the quiet zone white', () => {
    const png = qrCodePng(qrCode, 2);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const side = png.readUInt32BE(16);
    expect(side).toBe(qrCode.size * 2);
    // IDAT starts after the signature (8) and the IHDR chunk (25).
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const rowBytes = Math.ceil(side / 8) + 1;
    const isBlack = (x: number, y: number) =>
      ((raw[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0;
    const modules = darkModulesOf(qrCode);
    for (let y = 0; y < qrCode.size; y += 1) {
      for (let x = 0; x < qrCode.size; x += 1) expect(isBlack(x * 2 + 1, y * 2 + 1)).toBe(modules[y]![x]);
    }
    // The quiet zone and the finder pattern's corner.
    expect(modules[0]!.some(Boolean)).toBe(false);
    expect(modules[4]![4]).toBe(true);
  });
});
