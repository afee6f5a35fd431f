import { OrderFormError } from '@shop/order-form/react';
import { useLoaderData } from '@tanstack/react-router';
import { useWebsite } from '../SiteContext';
import { phoneOf } from './core/phoneLine';
import type { OrderPageData } from './orderLoaders';

export interface OrderPageLoadErrorProps {
  /** Loads the page again; a new document fetches the page's code again. */
  reload?: () => void;
}

/**
 * What an order page shows when its code (the page with the form) could not be fetched: the
 * form's load error with the page's phone line, and a button that loads the page again.
 */
export function OrderPageLoadError({ reload = () => window.location.reload() }: OrderPageLoadErrorProps) {
  const { page } = useLoaderData({ strict: false }) as OrderPageData;
  const website = useWebsite();
  return (
    <OrderFormError
      kind="load"
      supportEmail={website.contact.email}
      phone={phoneOf(website, page.phone).readable}
      onRetry={reload}
    />
  );
}

/** Stands in for `OrderPage`'s route component of the same name. */
export function OrderRoute() {
  return <OrderPageLoadError />;
}
