import type { OrderFormConfig } from '@shop/contracts';
import { useI18n } from '@shop/i18n/react';
import { useRouter } from '@tanstack/react-router';
import { type ComponentType, startTransition, useEffect, useId, useState } from 'react';
import type { SiteRouterContext } from '../SiteContext';
import { takeEmbeddedOrderConfig } from './core/embeddedOrderConfig';
import { HOME_ORDER } from './core/orderPageSpecs';
import { OrderConfigError } from './OrderConfigError';
import type { OrderFormSectionProps } from './OrderFormSection';
import './HomeOrder.css';
import { TRACKED_SECTIONS } from '../core/trackedSections';

type HomeFormState =
  | { kind: 'loading' }
  | { kind: 'ready'; config: OrderFormConfig; Section: ComponentType<OrderFormSectionProps> }
  | { kind: 'failed' };

/**
 * The home page's order form. The home page is prerendered, so the offer's configuration (its
 * prices may change at any time) comes with each response (embedded by the server) or from the
 * API, and the form's code arrives after hydration; until then a placeholder holds the form's
 * first-step height, so nothing below it moves.
 */
export function HomeOrderSection() {
  const { messages, lazyMessages } = useI18n();
  const router = useRouter();
  const titleId = useId();
  const [state, setState] = useState<HomeFormState>({ kind: 'loading' });

  useEffect(() => {
    const { api } = router.options.context as SiteRouterContext;
    let current = true;
    // The Node server embeds the offer's current configuration in the page; only a page served
    // without it (a plain file host, a failed lookup, a later visit in the same load) asks the API.
    const embedded = takeEmbeddedOrderConfig(document, HOME_ORDER.offer);
    Promise.all([
      embedded
        ? { config: embedded }
        : import('./orderLoaders').then((loaders) =>
            loaders.loadOrderPage(api, { ...HOME_ORDER, path: '/' }),
          ),
      import('./OrderFormSection'),
      lazyMessages?.load('orderForm'),
    ]).then(
      ([data, module]) => {
        if (!current) return;
        // The whole form renders at once here; as a transition React renders it in slices that
        // yield to the browser, so a tap or a keystroke meanwhile is not held up behind it.
        startTransition(() => {
          setState(
            data.config
              ? { kind: 'ready', config: data.config, Section: module.OrderFormSection }
              : { kind: 'failed' },
          );
        });
      },
      () => {
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [router, lazyMessages]);

  return (
    <section
      className="site-HomeOrder"
      aria-labelledby={titleId}
      data-track-section={TRACKED_SECTIONS.orderForm}
    >
      <h2 id={titleId} className="site-HomeOrder-title">
        {messages.shell.home.orderSectionTitle}
      </h2>
      <div className="site-HomeOrder-slot" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <p className="site-HomeOrder-placeholder">{messages.shell.home.orderLoading}</p>
        ) : null}
        {state.kind === 'ready' ? <state.Section config={state.config} /> : null}
        {state.kind === 'failed' ? <OrderConfigError phone={HOME_ORDER.phone} /> : null}
      </div>
    </section>
  );
}
