import type { Locale } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { useMemo } from 'react';
import type { OrderFormMessages } from '../core/formTexts';

/**
 * The locale and the messages the order form shows. Its own texts and its field messages are the
 * lazy `orderForm` and `validation` namespaces, so pages without a form never load them: a page
 * loads them with the form's code (`ORDER_FORM_TEXTS`), and a form rendered before they arrive
 * suspends until then.
 */
export function useOrderFormMessages(): { locale: Locale; messages: OrderFormMessages } {
  const { locale, messages } = useI18n();
  const orderForm = useLazyMessages('orderForm');
  const validation = useLazyMessages('validation');
  return useMemo(
    () => ({ locale, messages: { ...messages, orderForm, validation } }),
    [locale, messages, orderForm, validation],
  );
}
