import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { shopSources } from '@shop/vite-config';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as source from './bankTransfer';
import { skAccount } from './core/bankTransfer/test/bankAccounts';

/**
 * What the thank-you page of a bank-transfer order downloads for its instructions and QR code.
 * About 22.6 kB: LZMA's encoder, lean-qr, bysquare and the four validator functions it checks fields
 * with. The whole validator library (patches/bysquare@4.0.1.patch) or lzma1's decoder
 * (patches/lzma1@0.3.0.patch) back in the bundle would break it.
 */
const BANK_TRANSFER_BUDGET_GZIP = 24_000;

const entry = join(dirname(fileURLToPath(import.meta.url)), 'bankTransfer.ts');

let outDir = '';
let bundleFile = '';

/** The entry bundled as a site's Vite build bundles a page's chunk: for the browser, minified. */
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bank-transfer-size-'));
  const usage = join(outDir, 'usage.js');
  writeFileSync(usage, `export * from ${JSON.stringify(entry)};\n`);
  await build({
    logLevel: 'silent',
    configFile: false,
    root: outDir,
    // Workspace packages from their sources, as the sites bundle them.
    plugins: [shopSources()],
    build: {
      outDir: join(outDir, 'dist'),
      write: true,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: usage,
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'bankTransfer.js' },
      },
    },
  });
  bundleFile = join(outDir, 'dist/bankTransfer.js');
}, 60_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

const order = {
  site: 'sk',
  account: skAccount,
  amount: 5988,
  currency: 'EUR',
  orderNumber: 'SK-0000123',
  placedAt: new Date('2025-01-01T12:00:00Z'),
  message: 'Objednávka SK-0000123',
} as const;

describe('the bank-transfer entry in a browser bundle', () => {
  it(`stays within ${BANK_TRANSFER_BUDGET_GZIP} B gzip`, () => {
    const gzip = gzipSync(readFileSync(bundleFile), { level: 9 }).length;
    expect(gzip).toBeGreaterThan(10_000);
    expect(gzip).toBeLessThanOrEqual(BANK_TRANSFER_BUDGET_GZIP);
  });

  // The bundle takes validator's ES modules, Node the CommonJS ones: both must check alike.
  it('gives the instructions the entry gives in Node, and refuses a wrong IBAN the same way', async () => {
    const bundled: typeof source = await import(pathToFileURL(bundleFile).href);
    expect(bundled.bankTransferInstructions(order)).toEqual(source.bankTransferInstructions(order));
    const wrongIban = { ...order, account: { ...skAccount, iban: 'SK4711000000002614870369' } };
    expect(() => bundled.bankTransferInstructions(wrongIban)).toThrow(
      expect.objectContaining({
        message: 'Invalid IBAN. Make sure ISO 13616 format is used.',
        path: 'payments[0].bankAccounts[0].iban',
      }),
    );
  });
});
