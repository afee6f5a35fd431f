import { useConsent, useConsentBarTexts } from './ConsentProvider';
import { useOptionalToasts } from './useOptionalToasts';

/**
 * Deny as every refusing button does it (the bar's Deny, Only necessary cookies in the bar's settings
 * and in the dialog): the store saves the empty setting and expires the cookies, and the page's
 * toasts, when there are any, say the settings were saved.
 */
export function useDeny(): () => void {
  const texts = useConsentBarTexts();
  const { store } = useConsent();
  const toasts = useOptionalToasts();
  return () => {
    const result = store.deny();
    toasts?.add({ type: 'success', message: texts[result.toast] });
  };
}
