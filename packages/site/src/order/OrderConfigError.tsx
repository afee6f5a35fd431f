import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { useWebsite } from '../SiteContext';
import { type PhoneLine, phoneOf } from './core/phoneLine';

/** SPEC §8: shown in place of the form when the offer's configuration could not be loaded. */
export function OrderConfigError({ phone }: { phone: PhoneLine }) {
  const { messages } = useI18n();
  const website = useWebsite();
  return (
    <div className="site-OrderConfigError" role="alert">
      <p className="site-OrderConfigError-title">{messages.errors.orderForm.config}</p>
      <p>
        {interpolate(messages.errors.orderForm.configContact, {
          phone: phoneOf(website, phone).readable,
          email: website.contact.email,
        })}
      </p>
    </div>
  );
}
