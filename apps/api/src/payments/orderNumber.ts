import type { Site } from '@shop/contracts';

/** The order number customers see: `SK-0000042`. */
export function orderNumberOf(site: Site, number: number): string {
  return `${site.toUpperCase()}-${String(number).padStart(7, '0')}`;
}
