import type { OrderFormConfig } from '@shop/contracts';

/** The picture of an offer's pack. */
export function offerImageOf(_config: OrderFormConfig): { src: string; width: number; height: number } {
  return { src: '/images/nordlys-product.webp', width: 960, height: 960 };
}
