import { useLazyMessages } from '@shop/i18n/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReceiptState } from './useOrderReceipt';
import './OrderReceipt.css';

/** The receipt's code (and its payment parts) loads on the pages that show one, in the browser. */
const OrderReceipt = lazy(() =>
  import('./OrderReceipt').then((module) => ({ default: module.OrderReceipt })),
);

/**
 * Where an outcome page shows its order. The order is the tab's or the API's for this visitor, so
 * only the browser knows it: the server's HTML holds the loading box, and the landing pages, which
 * share the outcome pages' code, load none of the receipt's.
 */
export function OrderReceiptSlot({ state }: { state: ReceiptState }) {
  const text = useLazyMessages('outcomePages').receipt;
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const loading = (
    <p className="site-Receipt site-Receipt--loading" role="status">
      {text.loading}
    </p>
  );
  if (!inBrowser) return loading;
  return (
    <Suspense fallback={loading}>
      <OrderReceipt state={state} />
    </Suspense>
  );
}
