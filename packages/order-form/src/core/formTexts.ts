import type { LazyMessages, LazyNamespace, Messages } from '@shop/i18n';

/** What the order form shows: the shared catalog with the form's own lazy namespaces. */
export type OrderFormMessages = Messages & Pick<LazyMessages, 'orderForm' | 'validation'>;

/**
 * The lazy namespaces the order form shows: a page loads them with the form's code. A module of
 * its own, so that a route naming them does not carry the form's message lookups with it.
 */
export const ORDER_FORM_TEXTS = ['orderForm', 'validation'] as const satisfies readonly LazyNamespace[];
