import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { additionalPaymentPath } from './core/orderPaths';
import { OrderReceiptSlot } from './OrderReceiptSlot';
import { OtherOffers } from './OtherOffers';
import { OutcomePage } from './OutcomePage';
import { useOrderConversion } from './useOrderConversion';
import { useOrderReceipt } from './useOrderReceipt';

export function ThankYouRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  const receipt = useOrderReceipt();
  useOrderConversion();
  return (
    <OutcomePage text={outcomeText.thankYou} phone="default">
      <OrderReceiptSlot state={receipt} />
    </OutcomePage>
  );
}

export function ThankYouYearlyRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  const receipt = useOrderReceipt();
  useOrderConversion();
  return (
    <OutcomePage text={outcomeText.thankYouYearly} phone="annualPage">
      <OrderReceiptSlot state={receipt} />
    </OutcomePage>
  );
}

export function RejectedRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  return (
    <OutcomePage text={outcomeText.rejected} phone="default">
      <OtherOffers />
    </OutcomePage>
  );
}

export function SampleRejectedRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  return (
    <OutcomePage text={outcomeText.sampleRejected} phone="trialPage">
      <OtherOffers />
    </OutcomePage>
  );
}

export function YearlyRejectedRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  return (
    <OutcomePage text={outcomeText.yearlyRejected} phone="annualPage">
      <OtherOffers offers={['single']} />
    </OutcomePage>
  );
}

export function PaymentPendingRoute() {
  const outcomeText = useLazyMessages('outcomePages');
  const receipt = useOrderReceipt();
  return (
    <OutcomePage text={outcomeText.paymentPending} phone="default">
      <OrderReceiptSlot state={receipt} />
    </OutcomePage>
  );
}

/** The gateway comes back here with `?order={id}`: the order can then be paid again at once. */
export function PaymentCancelledRoute() {
  const text = useLazyMessages('outcomePages').paymentCancelled;
  const { order } = useSearch({ strict: false }) as { order?: string };
  return (
    <OutcomePage
      text={{ heading: text.heading, intro: text.intro, steps: order ? [] : [text.noOrder] }}
      phone="default"
    >
      {order ? (
        <div className="site-OrderOutcome-retry">
          <p className="site-OrderOutcome-retryText">{text.retryIntro}</p>
          <Link to={additionalPaymentPath(order)} className={linkClassName('red-cta')}>
            {text.retry}
          </Link>
        </div>
      ) : null}
    </OutcomePage>
  );
}
