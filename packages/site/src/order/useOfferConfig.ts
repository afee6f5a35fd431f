import type { OrderFormConfig } from '@shop/contracts';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SiteRouterContext } from '../SiteContext';
import { takeEmbeddedOrderConfig } from './core/embeddedOrderConfig';
import type { OrderPageSpec } from './core/orderPageSpecs';

/**
 * The current configuration of a prerendered page's offer, after hydration: the one the server
 * embedded in the document, else the API's. Null until it is there, and when it cannot be had.
 */
export function useOfferConfig(page: OrderPageSpec): OrderFormConfig | null {
  const router = useRouter();
  const [config, setConfig] = useState<OrderFormConfig | null>(null);
  const { offer, path, text, phone } = page;
  useEffect(() => {
    const { api } = router.options.context as SiteRouterContext;
    let current = true;
    const embedded = takeEmbeddedOrderConfig(document, offer);
    const loaded = embedded
      ? Promise.resolve({ config: embedded })
      : import('./orderLoaders').then((loaders) => loaders.loadOrderPage(api, { path, offer, text, phone }));
    loaded.then(
      (data) => {
        if (current) setConfig(data.config);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [router, offer, path, text, phone]);
  return config;
}
