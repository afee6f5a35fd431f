import { type OrderReceipt, orderReceiptEndpoint } from '@shop/contracts';
import { safeStorage } from '@shop/contracts/browser';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SiteRouterContext } from '../SiteContext';
import { keepOrderReceipt } from './core/orderReceiptStore';
import { readOrderReceipt } from './core/readOrderReceipt';

export type ReceiptState =
  | { kind: 'loading' }
  | { kind: 'shown'; receipt: OrderReceipt }
  /** Neither this tab nor the API has it for this visitor (another browser, a tab long closed). */
  | { kind: 'none' };

const tabStorage = safeStorage(() => window.sessionStorage);

/**
 * The order an outcome page is about. Straight after sending, the tab kept the API's answer, so
 * the page shows it at once and again on a reload. Back from the card gateway (`?order={id}`),
 * the API is asked, as only it knows whether the payment went through; it answers only the
 * visitor whose customer cookie placed the order.
 */
export function useOrderReceipt(): ReceiptState {
  const router = useRouter();
  const { order } = useSearch({ strict: false }) as { order?: unknown };
  const orderId = typeof order === 'string' && order !== '' ? order : undefined;
  const [state, setState] = useState<ReceiptState>({ kind: 'loading' });

  useEffect(() => {
    const kept = readOrderReceipt(tabStorage, orderId);
    if (kept) setState({ kind: 'shown', receipt: kept });
    if (!orderId) {
      if (!kept) setState({ kind: 'none' });
      return;
    }
    let current = true;
    const { api } = router.options.context as SiteRouterContext;
    void api.call(orderReceiptEndpoint, { id: orderId }).then((result) => {
      if (!current) return;
      if (result.ok) {
        keepOrderReceipt(tabStorage, result.data);
        setState({ kind: 'shown', receipt: result.data });
      } else if (!kept) {
        setState({ kind: 'none' });
      }
    });
    return () => {
      current = false;
    };
  }, [router, orderId]);

  return state;
}
