import type { Locale } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { useMemo } from 'react';
import type { OrderFormMessages } from '../core/messageFor';

/**
 * The locale and the messages the order form shows. Its own texts are the lazy `orderForm`
 * namespace, so pages without a form never load them: a page loads them with the form's code
 * (`lazyMessages.load('orderForm')`), and a form rendered before they arrive suspends until then.
 */
export function useOrderFormMessages(): { locale: Locale; messages: OrderFormMessages } {
  const { locale, messages } = useI18n();
  const orderForm = useLazyMessages('orderForm');
  return useMemo(() => ({ locale, messages: { ...messages, orderForm } }), [locale, messages, orderForm]);
}
