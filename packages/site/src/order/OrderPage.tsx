import { interpolate } from '@shop/i18n';
import { useLazyMessages } from '@shop/i18n/react';
import { OrderFormError } from '@shop/order-form/react';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useWebsite } from '../SiteContext';
import { phoneOf } from './core/phoneLine';
import { OfferHeaderSlot } from './OfferHeaderSlot';
import { OrderFormSection } from './OrderFormSection';
import type { OrderPageData } from './orderLoaders';
import { PageContacts } from './PageContacts';
import { PageSteps } from './PageSteps';
import './Order.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

/** An order page: what it offers, the form (or its load error), what happens next, contacts. */
export function OrderPage({ data }: { data: OrderPageData }) {
  const orderText = useLazyMessages('orderPages');
  const website = useWebsite();
  const { productName } = website;
  const router = useRouter();
  const formTitleId = useId();
  const { page, config } = data;
  const text = orderText[page.text];
  const offerName = config?.offer.title ?? productName;
  const fill = (message: string) => interpolate(message, { productName, offerName });
  return (
    <div className="site-OrderPage">
      <div className="site-OrderPage-head">
        <h1 className="site-OrderPage-title">{fill(text.heading)}</h1>
        <p className="site-OrderPage-intro">{fill(text.intro)}</p>
      </div>
      <div className="site-OrderPage-main">
        {config ? <OfferHeaderSlot offer={page.offer} config={config} /> : null}
        <section
          className="site-OrderPage-form"
          aria-labelledby={formTitleId}
          data-track-section={TRACKED_SECTIONS.orderForm}
        >
          <h2 id={formTitleId} className="shop-visually-hidden">
            {orderText.form.title}
          </h2>
          {config ? (
            <OrderFormSection config={config} />
          ) : (
            <OrderFormError
              kind="config"
              supportEmail={website.contact.email}
              phone={phoneOf(website, page.phone).readable}
              // The page's loader asks for the configuration again.
              onRetry={() => void router.invalidate()}
            />
          )}
        </section>
      </div>
      <div className="site-OrderPage-aside">
        <PageSteps title={orderText.nextSteps.title} steps={orderText.nextSteps.orderSteps} />
        <PageContacts phone={page.phone} />
      </div>
    </div>
  );
}

/** The order routes' component: the page their loader prepared. */
export function OrderRoute() {
  return <OrderPage data={useLoaderData({ strict: false }) as OrderPageData} />;
}
