import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useWebsite } from '../SiteContext';
import type { PhoneLine } from './core/phoneLine';
import { PageContacts } from './PageContacts';
import { PageSteps } from './PageSteps';
import './Order.css';

export interface OutcomeText {
  heading: string;
  intro: string;
  steps: readonly string[];
}

export interface OutcomePageProps {
  text: OutcomeText;
  phone: PhoneLine;
  /** Shown between the introduction and the steps: an order number, a payment button. */
  children?: ReactNode;
}

/**
 * What a shopper sees after an order or a payment: what happened, what happens next and whom
 * to call. Thank-you, rejected and payment pages share it.
 */
export function OutcomePage({ text, phone, children }: OutcomePageProps) {
  const orderText = useLazyMessages('orderPages');
  const { backHome } = useLazyMessages('outcomePages').thankYou;
  const { productName } = useWebsite();
  const fill = (message: string) => interpolate(message, { productName });
  return (
    <div className="site-OrderOutcome">
      <h1 className="site-OrderPage-title">{fill(text.heading)}</h1>
      <p className="site-OrderPage-intro">{fill(text.intro)}</p>
      {children}
      {text.steps.length > 0 ? (
        <PageSteps title={orderText.nextSteps.title} steps={text.steps.map(fill)} />
      ) : null}
      <PageContacts phone={phone} />
      <Link to="/" className={linkClassName('secondary', 'site-OrderOutcome-home')}>
        {backHome}
      </Link>
    </div>
  );
}
