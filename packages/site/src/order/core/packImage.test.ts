import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { offerPackImage, packIds, packImage, packImageOf } from './packImage';

const bottles = (quantity: number) => [{ sku: 'NORDLYS-30', quantity }];

describe('packImageOf', () => {
  it.each([
    ['the sample pack', [{ sku: 'NORDLYS-SAMPLE-10', quantity: 1 }], 'sample-10'],
    ['the free K2 trial', [{ sku: 'NORDLYS-K2-30', quantity: 1 }], 'k2-30'],
    ['one pack', bottles(1), 'single-30'],
    ['the duo', bottles(2), 'duo-30'],
    ['the trio', bottles(3), 'trio-30'],
    ['the yearly pack', bottles(12), 'yearly-12x30'],
  ] as const)('shows %s as its own picture', (_, items, pack) => {
    expect(packImageOf(items)).toEqual({
      pack,
      src: `/images/packs/${pack}.webp`,
      width: 960,
      height: 960,
    });
  });

  it('counts the bottles of every line of the pack', () => {
    expect(packImageOf([...bottles(1), ...bottles(1)]).pack).toBe('duo-30');
  });

  it('shows the single bottle for an unknown product or a count with no picture of its own', () => {
    expect(packImageOf([{ sku: 'NORDLYS-90', quantity: 1 }]).pack).toBe('single-30');
    expect(packImageOf(bottles(5)).pack).toBe('single-30');
    expect(packImageOf([]).pack).toBe('single-30');
  });

  it('goes by the first known product when an offer adds an unknown one', () => {
    expect(packImageOf([{ sku: 'GIFT', quantity: 1 }, ...bottles(3)]).pack).toBe('trio-30');
  });
});

describe('offerPackImage', () => {
  it("names the pack by the offer's title", () => {
    const offer = { title: 'Ročné balenie Nordlys', items: bottles(12) };
    expect(offerPackImage({ offer } as Parameters<typeof offerPackImage>[0])).toMatchObject({
      pack: 'yearly-12x30',
      alt: 'Ročné balenie Nordlys',
    });
  });
});

describe('the pack pictures', () => {
  it.each(packIds)('%s is a small square webp of the size the map gives', async (pack) => {
    const image = packImage(pack);
    const file = fileURLToPath(new URL(`../../../public${image.src}`, import.meta.url));
    const meta = await sharp(file).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: image.width,
      height: image.height,
    });
    // The generator's budget (MAX_BYTES in scripts/generate-images.mjs).
    expect(statSync(file).size).toBeLessThanOrEqual(15 * 1024);
  });
});
