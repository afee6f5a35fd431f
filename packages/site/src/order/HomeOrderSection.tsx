import type { OrderFormConfig } from '@shop/contracts';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { ORDER_FORM_TEXTS } from '@shop/order-form';
import { OrderFormError, type OrderFormErrorKind } from '@shop/order-form/react';
import { useRouter } from '@tanstack/react-router';
import { type ComponentType, startTransition, useEffect, useId, useRef, useState } from 'react';
import { type SiteRouterContext, useWebsite } from '../SiteContext';
import { takeEmbeddedOrderConfig } from './core/embeddedOrderConfig';
import { HOME_ORDER } from './core/orderPageSpecs';
import { phoneOf } from './core/phoneLine';
import { OfferHeaderSlot } from './OfferHeaderSlot';
import type { OrderFormSectionProps } from './OrderFormSection';
import './HomeOrder.css';
import { TRACKED_SECTIONS } from '../tracking/trackedSections';

type HomeFormState =
  | { kind: 'loading' }
  | { kind: 'ready'; config: OrderFormConfig; Section: ComponentType<OrderFormSectionProps> }
  | { kind: 'failed'; reason: OrderFormErrorKind };

type FormSectionModule = typeof import('./OrderFormSection');

const loadFormSection = (): Promise<FormSectionModule> => import('./OrderFormSection');

export interface HomeOrderSectionProps {
  /** The form's code; a page may pass another loader (stories and tests show a failed one). */
  loadForm?: () => Promise<FormSectionModule>;
}

/**
 * The home page's order form. The home page is prerendered, so the offer's configuration (its
 * prices may change at any time) comes with each response (embedded by the server) or from the
 * API, and the form's code arrives after hydration; until then a placeholder holds the form's
 * first-step height, so nothing below it moves.
 */
export function HomeOrderSection({ loadForm = loadFormSection }: HomeOrderSectionProps) {
  const { lazyMessages } = useI18n();
  const homeText = useLazyMessages('homePage');
  const router = useRouter();
  const website = useWebsite();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<HomeFormState>({ kind: 'loading' });
  // The offer header shows as soon as the configuration is there, before the form's code.
  const [config, setConfig] = useState<OrderFormConfig | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is read by no line; a retry's new value runs the loading again
  useEffect(() => {
    const { api } = router.options.context as SiteRouterContext;
    let current = true;
    // The Node server embeds the offer's current configuration in the page; only a page served
    // without it (a plain file host, a failed lookup, a later visit in the same load) asks the API.
    const embedded = takeEmbeddedOrderConfig(document, HOME_ORDER.offer);
    const loaded = embedded
      ? Promise.resolve({ config: embedded })
      : import('./orderLoaders').then((loaders) => loaders.loadOrderPage(api, { ...HOME_ORDER, path: '/' }));
    loaded.then(
      (data) => {
        if (current && data.config) setConfig(data.config);
      },
      () => undefined,
    );
    Promise.all([
      loaded,
      loadForm(),
      ...ORDER_FORM_TEXTS.map((namespace) => lazyMessages?.load(namespace)),
    ]).then(
      ([data, module]) => {
        if (!current) return;
        // The whole form renders at once here; as a transition React renders it in slices that
        // yield to the browser, so a tap or a keystroke meanwhile is not held up behind it.
        startTransition(() => {
          setState(
            data.config
              ? { kind: 'ready', config: data.config, Section: module.OrderFormSection }
              : { kind: 'failed', reason: 'config' },
          );
        });
      },
      // The form's code or texts did not arrive (the configuration's failure is an answer above).
      () => {
        if (current) setState({ kind: 'failed', reason: 'load' });
      },
    );
    return () => {
      current = false;
    };
  }, [router, lazyMessages, loadForm, attempt]);

  // The retry button goes with the message, so the focus waits on the section's title.
  function retry() {
    titleRef.current?.focus();
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }

  return (
    <>
      <div className="site-HomeOrder-offer">
        <OfferHeaderSlot offer={HOME_ORDER.offer} config={config} />
      </div>
      <section
        className="site-HomeOrder"
        aria-labelledby={titleId}
        data-track-section={TRACKED_SECTIONS.orderForm}
      >
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="site-HomeOrder-title">
          {homeText.orderSectionTitle}
        </h2>
        <div className="site-HomeOrder-slot" aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' ? (
            <p className="site-HomeOrder-placeholder">{homeText.orderLoading}</p>
          ) : null}
          {state.kind === 'ready' ? <state.Section config={state.config} /> : null}
          {state.kind === 'failed' ? (
            <OrderFormError
              kind={state.reason}
              supportEmail={website.contact.email}
              phone={phoneOf(website, HOME_ORDER.phone).readable}
              onRetry={retry}
            />
          ) : null}
        </div>
      </section>
    </>
  );
}
