import type { OrderPayment } from '@shop/contracts';
import { formatMoney, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useWebsite } from '../SiteContext';
import { PageContacts } from './PageContacts';
import { type GoToGateway, useCardPayment } from './useCardPayment';
import './Order.css';

export interface AdditionalPaymentPageProps {
  payment: OrderPayment;
  /** Sends the browser to the gateway; a full page load, as the gateway is not part of the site. */
  goToGateway?: GoToGateway;
}

/** `/dodatecna-platba-kartou/{id}`: pays an unpaid card order again through the gateway. */
export function AdditionalPaymentPage({ payment, goToGateway }: AdditionalPaymentPageProps) {
  const website = useWebsite();
  const { locale } = useI18n();
  const { state, pay } = useCardPayment(payment.orderId, goToGateway);
  const text = useLazyMessages('outcomePages').additionalPayment;
  const orderId = payment.orderNumber;
  const amount = formatMoney(locale, payment.amount / 100, payment.currency);
  const paid = payment.state === 'paid' || state === 'paid';

  let content: ReactNode;
  if (payment.state === 'refunded') {
    content = (
      <>
        <h1 className="site-OrderPage-title">{text.refundedHeading}</h1>
        <p className="site-OrderPage-intro">{interpolate(text.refunded, { orderId })}</p>
      </>
    );
  } else if (payment.state === 'partly-refunded') {
    content = (
      <>
        <h1 className="site-OrderPage-title">{text.partlyRefundedHeading}</h1>
        <p className="site-OrderPage-intro">{interpolate(text.partlyRefunded, { orderId })}</p>
      </>
    );
  } else if (paid) {
    content = (
      <>
        <h1 className="site-OrderPage-title">{text.paidHeading}</h1>
        <p className="site-OrderPage-intro" role={state === 'paid' ? 'status' : undefined}>
          {interpolate(text.paid, { orderId })}
        </p>
      </>
    );
  } else if (!payment.payable) {
    content = (
      <>
        <h1 className="site-OrderPage-title">{text.notPayableHeading}</h1>
        <p className="site-OrderPage-intro">{interpolate(text.notPayable, { orderId })}</p>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="site-OrderPage-title">{text.heading}</h1>
        <p className="site-OrderPage-intro">{interpolate(text.intro, { orderId, amount })}</p>
        <Button variant="red-cta" onPress={() => void pay()} isPending={state === 'starting'}>
          {state === 'starting' ? text.paying : interpolate(text.pay, { amount })}
        </Button>
        {state === 'failed' ? (
          <p className="site-OrderPayment-error" role="alert">
            {interpolate(text.failed, { email: website.contact.email })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="site-OrderOutcome">
      {content}
      <PageContacts phone="default" />
    </div>
  );
}

export function AdditionalPaymentRoute() {
  return <AdditionalPaymentPage payment={useLoaderData({ strict: false }) as OrderPayment} />;
}
