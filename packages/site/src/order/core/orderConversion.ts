import type { ConsentSetting } from '@shop/consent';
import type { OrderResult } from '@shop/contracts';
import type { OrderData } from '@shop/order-form';
import type { SeznamIdentity, ToolLoaders } from '@shop/tracking/loaders';

/**
 * sessionStorage key of a stored order waiting for its conversions, which the thank-you page
 * sends. The tab's storage, as a card payment leaves for the gateway and comes back in the tab.
 */
export const ORDER_CONVERSION_KEY = 'orderConversion';

/** The tools that take an order (SPEC §7): the search portal's conversion and identity, the affiliate sale. */
export const CONVERSION_TOOLS = ['seznam-konverze', 'seznam-retargeting', 'post-affiliate'] as const;

export interface OrderConversion {
  orderId: string;
  /** The order's total in the site's currency. */
  total: number;
  /** SPEC §3: the identity payload of the Czech search portal. */
  identity: SeznamIdentity;
}

export type ConversionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The conversion of a stored order; null for a refused one, which converts nothing. */
export function orderConversionOf(
  result: OrderResult,
  order: OrderData,
  country: string,
): OrderConversion | null {
  if (result.status === 'rejected') return null;
  return {
    orderId: result.orderId,
    total: result.totals.total / 100,
    identity: {
      email: order.email,
      country,
      city: order.city,
      street: order.street ?? order.streetAndNumber,
      ...(order.houseNumber ? { streetNumber: order.houseNumber } : {}),
      postalCode: order.zip.replace(/\s/g, ''),
      phone: order.phone,
    },
  };
}

export function keepOrderConversion(storage: ConversionStorage, conversion: OrderConversion): void {
  try {
    storage.setItem(ORDER_CONVERSION_KEY, JSON.stringify(conversion));
  } catch {
    // Storage refused: the order stands, only its conversions are lost.
  }
}

function readConversion(storage: ConversionStorage): OrderConversion | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(ORDER_CONVERSION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, total, identity } = value as Record<string, unknown>;
    return typeof orderId === 'string' &&
      typeof total === 'number' &&
      typeof identity === 'object' &&
      identity
      ? { orderId, total, identity: identity as SeznamIdentity }
      : null;
  } catch {
    return null;
  }
}

/**
 * The kept order, removed so it converts once; only the order the gateway names when it comes
 * back with `?order=`, which keeps another order's conversion for its own page.
 */
export function takeOrderConversion(
  storage: ConversionStorage,
  orderId: string | null,
): OrderConversion | null {
  const conversion = readConversion(storage);
  if (conversion === null || (orderId !== null && orderId !== conversion.orderId)) return null;
  try {
    storage.removeItem(ORDER_CONVERSION_KEY);
  } catch {
    // Nothing to remove where nothing could be stored.
  }
  return conversion;
}

/** Whether the consent in force lets any tool that takes an order run. */
export function conversionConsented(setting: ConsentSetting): boolean {
  return CONVERSION_TOOLS.some((slug) => setting[slug] === true);
}

/**
 * SPEC §7 after an order: the search portal's identity update and conversion and the affiliate
 * sale (order id with the account and campaign ids), each when its tool is consented and
 * configured. Failures are reported by the loaders (SPEC §8, code 999).
 */
export async function sendOrderConversion(
  loaders: Pick<ToolLoaders, 'registerSale' | 'updateSeznamIdentity'>,
  conversion: OrderConversion,
): Promise<void> {
  const { orderId, total, identity } = conversion;
  await Promise.all([
    loaders.updateSeznamIdentity(identity),
    loaders.registerSale({ orderId, totalCost: total, value: total }),
  ]);
}
