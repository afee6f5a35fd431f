import { type OrderPayment, payOrderAgainEndpoint } from '@shop/contracts';
import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type SiteRouterContext, useWebsite } from '../SiteContext';
import { PageContacts } from './PageContacts';
import './Order.css';

type PayState = 'idle' | 'starting' | 'failed' | 'paid';

export interface AdditionalPaymentPageProps {
  payment: OrderPayment;
  /** Sends the browser to the gateway; a full page load, as the gateway is not part of the site. */
  goToGateway?: (url: string) => void;
}

/** `/dodatecna-platba-kartou/{id}`: pays an unpaid card order again through the gateway. */
export function AdditionalPaymentPage({
  payment,
  goToGateway = (url) => window.location.assign(url),
}: AdditionalPaymentPageProps) {
  const website = useWebsite();
  const router = useRouter();
  const [state, setState] = useState<PayState>('idle');
  const text = useLazyMessages('outcomePages').additionalPayment;
  const orderId = payment.orderNumber;
  const paid = payment.state === 'paid' || state === 'paid';

  async function pay() {
    setState('starting');
    const { api } = router.options.context as SiteRouterContext;
    const result = await api.call(payOrderAgainEndpoint, { id: payment.orderId });
    if (result.ok) {
      goToGateway(result.data.paymentUrl);
      return;
    }
    const { error } = result;
    setState(error.kind === 'http' && error.status === 409 ? 'paid' : 'failed');
  }

  let content: ReactNode;
  if (paid) {
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
        <p className="site-OrderPage-intro">{interpolate(text.intro, { orderId })}</p>
        <Button variant="red-cta" onPress={() => void pay()} isPending={state === 'starting'}>
          {state === 'starting' ? text.paying : text.pay}
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
