import {
  type HttpClient,
  type OrderFormConfig,
  type OrderPayment,
  offerSlugSchema,
  orderFormConfigEndpoint,
  orderPaymentEndpoint,
} from '@shop/contracts';
import { notFound } from '@tanstack/react-router';
import { ContentLoadError } from '../errors/contentLoadError';
import type { OrderPageSpec } from './core/orderPageSpecs';
import { OFFER_PATH } from './core/orderPaths';

export interface OrderPageData {
  page: OrderPageSpec;
  /** Null when the configuration could not be loaded: the page shows SPEC §8's error instead. */
  config: OrderFormConfig | null;
}

/**
 * Loads the configuration of the page's offer, on the server for the first HTML. A failed load
 * is part of the page (the config error with contacts), not an error page: the shopper can still
 * call or write.
 */
export async function loadOrderPage(api: HttpClient, page: OrderPageSpec): Promise<OrderPageData> {
  const result = await api.call(orderFormConfigEndpoint, { offer: page.offer });
  return { page, config: result.ok ? result.data : null };
}

/** `/nabidka/{slug}`: an offer the API does not know is the not-found view. */
export async function loadOfferPage(api: HttpClient, slug: string): Promise<OrderPageData> {
  if (!offerSlugSchema.safeParse(slug).success) throw notFound();
  const page: OrderPageSpec = { path: `${OFFER_PATH}/${slug}`, offer: slug, text: 'offer', phone: 'default' };
  const result = await api.call(orderFormConfigEndpoint, { offer: slug });
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) throw notFound();
  return { page, config: result.ok ? result.data : null };
}

/** An order's card payment; an unknown id (or one not paid by card) is the not-found view. */
export async function loadAdditionalPayment(api: HttpClient, id: string): Promise<OrderPayment> {
  const result = await api.call(orderPaymentEndpoint, { id });
  if (result.ok) return result.data;
  const { error } = result;
  if (error.kind === 'invalid-request') throw notFound();
  if (error.kind === 'http' && (error.status === 404 || error.status === 400)) throw notFound();
  throw new ContentLoadError(`the payment of order ${id}`, error);
}
