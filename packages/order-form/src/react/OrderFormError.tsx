import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import './OrderForm.css';

/** `config`: the order page's configuration could not be fetched; `load`: the form itself failed. */
export type OrderFormErrorKind = 'config' | 'load';

export interface OrderFormErrorProps {
  kind: OrderFormErrorKind;
  /** The support address the customer is asked to write to. */
  supportEmail: string;
  className?: string;
}

/** What the order page shows in place of the form when it cannot be offered (SPEC §8). */
export function OrderFormError({ kind, supportEmail, className }: OrderFormErrorProps) {
  const { messages } = useI18n();
  const texts = messages.errors.orderForm;
  return (
    <div role="alert" className={className ? `shop-OrderFormError ${className}` : 'shop-OrderFormError'}>
      {kind === 'config' ? <p className="shop-OrderFormError-title">{texts.config}</p> : null}
      <p>{interpolate(texts.load, { email: supportEmail })}</p>
    </div>
  );
}
