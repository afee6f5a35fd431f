import type { OrderFormConfig } from '@shop/contracts';

/** The packs the shop sells, each with its own picture under `/images/packs/`. */
export const packIds = ['sample-10', 'k2-30', 'single-30', 'duo-30', 'trio-30', 'yearly-12x30'] as const;

export type PackId = (typeof packIds)[number];

/** A pack's picture: its path on the site (served through `/_ipx`) and its pixel size. */
export interface PackImage {
  pack: PackId;
  src: string;
  /**
   * The file's size in pixels. Every pack picture is square and of the same size, so a page can
   * show any of them in the same box; display it smaller through `Image`'s own width and height.
   */
  width: number;
  height: number;
}

/** One line of an offer as far as its picture goes: `OrderFormConfig['offer']['items']`. */
export interface PackItem {
  sku: string;
  quantity: number;
}

/** The pictures' pixel size, as `scripts/generate-images.mjs` writes them. */
const PACK_IMAGE_SIZE = 960;

const SAMPLE_SKU = 'NORDLYS-SAMPLE-10';
const K2_SKU = 'NORDLYS-K2-30';
const PACK_SKU = 'NORDLYS-30';

/** How many 30-capsule bottles make which pack; other counts have no picture of their own. */
const packsByBottles: Readonly<Record<number, PackId>> = {
  1: 'single-30',
  2: 'duo-30',
  3: 'trio-30',
  12: 'yearly-12x30',
};

export function packImage(pack: PackId): PackImage {
  return {
    pack,
    src: `/images/packs/${pack}.webp`,
    width: PACK_IMAGE_SIZE,
    height: PACK_IMAGE_SIZE,
  };
}

function packOfItems(items: readonly PackItem[]): PackId {
  const pieces = (sku: string) =>
    items.filter((item) => item.sku === sku).reduce((sum, item) => sum + item.quantity, 0);
  // The first known product of the offer decides: an offer sells one kind of pack.
  const first = items.find((item) => item.sku === SAMPLE_SKU || item.sku === K2_SKU || item.sku === PACK_SKU);
  if (first?.sku === SAMPLE_SKU) return 'sample-10';
  if (first?.sku === K2_SKU) return 'k2-30';
  if (first?.sku === PACK_SKU) return packsByBottles[pieces(PACK_SKU)] ?? 'single-30';
  return 'single-30';
}

/**
 * The picture of the pack an offer sells, from the offer's lines (`{ sku, quantity }`, as in
 * `OrderFormConfig['offer']['items']`): the sample pack, the free K2 trial, or one, two, three or
 * twelve 30-capsule bottles. An unknown SKU, or a count of bottles with no picture of its own, shows
 * the single 30-capsule bottle, which never claims a count the offer does not sell.
 */
export function packImageOf(items: readonly PackItem[]): PackImage {
  return packImage(packOfItems(items));
}

/**
 * What an order page needs to show the pack its offer sells: the picture and, as its alt text, the
 * offer's title in the site's language. `PackPicture` renders it:
 *
 * ```tsx
 * const pack = offerPackImage(config);
 * <PackPicture image={pack} alt={pack.alt} size={240} />
 * ```
 */
export function offerPackImage(config: Pick<OrderFormConfig, 'offer'>): PackImage & { alt: string } {
  return { ...packImageOf(config.offer.items), alt: config.offer.title };
}
