import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import './OrderFormError.css';

/** `config`: the offer's configuration could not be fetched; `load`: the form's own code could not. */
export type OrderFormErrorKind = 'config' | 'load';

export interface OrderFormErrorProps {
  kind: OrderFormErrorKind;
  /** The support address the customer is asked to write to. */
  supportEmail: string;
  /** The page's phone line as customers read it (`+421 2 123 456`): the customer may order by phone. */
  phone?: string;
  /** Offers a button that tries again: loads the configuration or the code that failed. */
  onRetry?: () => void;
  className?: string;
}

/**
 * What a page shows in place of the order form, or of a step of it, that cannot be offered
 * (SPEC §8): its configuration or its code failed to load. Its texts are in the first catalog
 * and it uses no react-aria, so it renders where the form's code never arrived.
 */
export function OrderFormError({ kind, supportEmail, phone, onRetry, className }: OrderFormErrorProps) {
  const { messages } = useI18n();
  const texts = messages.errors.orderForm;
  const email = supportEmail;
  return (
    <div role="alert" className={className ? `shop-OrderFormError ${className}` : 'shop-OrderFormError'}>
      {kind === 'config' ? <p className="shop-OrderFormError-title">{texts.config}</p> : null}
      {kind === 'config' && phone ? (
        <p>{interpolate(texts.configContact, { phone, email })}</p>
      ) : (
        <p>{interpolate(texts.load, { email })}</p>
      )}
      {kind === 'load' && phone ? <p>{interpolate(texts.loadPhone, { phone })}</p> : null}
      {/* A plain button: react-aria's may be in the code that failed to load. */}
      {onRetry ? (
        <button
          type="button"
          className={linkClassName('secondary', 'shop-OrderFormError-retry')}
          onClick={onRetry}
        >
          {texts.retry}
        </button>
      ) : null}
    </div>
  );
}
