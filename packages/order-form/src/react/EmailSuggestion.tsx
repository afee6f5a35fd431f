import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import type { UseOrderFormResult } from './useOrderForm';

/**
 * The 'Neměli jste na mysli …' prompt under the email field. Its region is always rendered and
 * polite, so the question is read out when it appears without taking the customer's focus.
 */
export function EmailSuggestion({ form }: { form: UseOrderFormResult }) {
  const texts = useLazyMessages('validation').emailSuggestion;
  const suggestion = form.state.emailSuggestion;
  return (
    <div className="shop-OrderForm-emailSuggestion" aria-live="polite">
      {suggestion ? (
        <>
          <p>{interpolate(texts.question, { suggestion })}</p>
          <div className="shop-OrderForm-inlineButtons">
            <Button variant="secondary" onPress={() => form.dispatch({ type: 'acceptEmailSuggestion' })}>
              {texts.accept}
            </Button>
            <Button variant="secondary" onPress={() => form.dispatch({ type: 'declineEmailSuggestion' })}>
              {texts.reject}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
