import { payOrderAgainEndpoint } from '@shop/contracts';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { SiteRouterContext } from '../SiteContext';

export type CardPaymentStart = 'idle' | 'starting' | 'failed' | 'paid';

/** Sends the browser to the gateway: a full page load, as the gateway is not part of the site. */
export type GoToGateway = (url: string) => void;

const assignLocation: GoToGateway = (url) => window.location.assign(url);

/**
 * Starts a new card payment of an unpaid order and sends the shopper to the gateway; `paid` when
 * the API says the order was paid meanwhile, `failed` when the payment could not be started.
 */
export function useCardPayment(orderId: string, goToGateway: GoToGateway = assignLocation) {
  const router = useRouter();
  const [state, setState] = useState<CardPaymentStart>('idle');
  async function pay() {
    setState('starting');
    const { api } = router.options.context as SiteRouterContext;
    const result = await api.call(payOrderAgainEndpoint, { id: orderId });
    if (result.ok) {
      goToGateway(result.data.paymentUrl);
      return;
    }
    const { error } = result;
    setState(error.kind === 'http' && error.status === 409 ? 'paid' : 'failed');
  }
  return { state, pay };
}
