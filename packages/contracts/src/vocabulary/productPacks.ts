/** What one piece of each pack the shop sells holds: the offers' lines name packs by SKU. */
export interface ProductPack {
  /** Capsules in one piece. */
  capsules: number;
  /** Capsules a day, as the label doses them: a piece lasts `capsules / dailyCapsules` days. */
  dailyCapsules: number;
}

export const productPacks: Readonly<Record<string, ProductPack>> = {
  'NORDLYS-30': { capsules: 30, dailyCapsules: 1 },
  'NORDLYS-K2-30': { capsules: 30, dailyCapsules: 1 },
  'NORDLYS-SAMPLE-10': { capsules: 10, dailyCapsules: 1 },
};
