import type { OrderFormConfig } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import { type DeliveryValues, type OrderFormContext, orderOfferOf } from '@shop/order-form';
import { ORDER_DRAFT_KEY, OrderForm, type OrderOutcome } from '@shop/order-form/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { conditionPath } from '../conditions/conditionPaths';
import { type SiteRouterContext, useWebsite } from '../SiteContext';
import { useToasts } from '../toasts/useToasts';
import { carrierWidgetsOf, createWidgetScriptLoader } from './carrierWidgets';
import { browserLocalStorage, readTrackingSessionId } from './core/browserIds';
import { readConsentProofId } from './core/consentProofId';
import { createOrderApi, type OrderApi } from './core/orderApi';
import { orderDestination } from './core/orderDestination';

type OrderConversions = typeof import('./core/orderConversion');
type OrderReceiptStore = typeof import('./core/orderReceiptStore');

export interface OrderFormSectionProps {
  /** The offer's configuration, loaded by the page. */
  config: OrderFormConfig;
}

function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readBrowserIds() {
  const storage = browserLocalStorage();
  if (!storage) return {};
  return { consentProofId: readConsentProofId(storage), trackingSessionId: readTrackingSessionId(storage) };
}

/**
 * The order form of one offer, wired to the shop API: the submit, pickup-point search, discount
 * check and customer prefill, the carriers' map widgets, and the way on to the page each outcome
 * leads to.
 */
export function OrderFormSection({ config }: OrderFormSectionProps) {
  const { weekdays } = useLazyMessages('orderForm').pickupPoint;
  const website = useWebsite();
  const router = useRouter();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { api } = router.options.context as SiteRouterContext;
  const offerSlug = config.offer.slug;

  const orderApi = useMemo(
    () =>
      createOrderApi({
        api,
        offer: offerSlug,
        weekdayNames: weekdays,
        browserIds: readBrowserIds,
      }),
    [api, offerSlug, weekdays],
  );
  const offer = useMemo(() => orderOfferOf(config), [config]);
  const pickupWidgets = useMemo(() => carrierWidgetsOf(website.tracking), [website.tracking]);
  const [loadScript] = useState(createWidgetScriptLoader);
  // The form narrows the rules to what the offer allows (`contextForOffer`).
  const [context] = useState<OrderFormContext>(() => ({ country: website.country, now: new Date() }));
  const draftKey = `${ORDER_DRAFT_KEY}:${offerSlug}`;
  const [customer, setCustomer] = useState<DeliveryValues | null>(null);

  // The saved data belong to the visitor's own cookie, so they are asked for in the browser only.
  useEffect(() => {
    let current = true;
    void orderApi.loadCustomer().then((found) => {
      if (current && found) setCustomer(found);
    });
    return () => {
      current = false;
    };
  }, [orderApi]);

  // The code that keeps the order's conversions and receipt loads with the order's sending, not
  // with the form, and is there when the form moves on.
  const conversions = useRef<OrderConversions | null>(null);
  const receipts = useRef<OrderReceiptStore | null>(null);
  const submit = useCallback<OrderApi['submit']>(
    async (order, meta) => {
      const [answer, conversionModule, receiptModule] = await Promise.all([
        orderApi.submit(order, meta),
        import('./core/orderConversion').catch(() => null),
        import('./core/orderReceiptStore').catch(() => null),
      ]);
      conversions.current = conversionModule;
      receipts.current = receiptModule;
      return answer;
    },
    [orderApi],
  );

  function onOutcome({ result, order }: OrderOutcome) {
    const keeper = conversions.current;
    const conversion = keeper ? keeper.orderConversionOf(result, order, website.country) : null;
    const storage = browserSessionStorage();
    if (keeper && conversion && storage) keeper.keepOrderConversion(storage, conversion);
    // The thank-you page shows the order from the answer, also after a reload in this tab.
    if (receipts.current && storage && result.status !== 'rejected' && result.receipt) {
      receipts.current.keepOrderReceipt(storage, result.receipt);
    }
    const destination = orderDestination(website, result);
    if (destination.kind === 'gateway') window.location.assign(destination.url);
    else void navigate({ to: destination.path });
  }

  return (
    <OrderForm
      // The form takes a returning customer's data in as it starts, so it starts again with them.
      key={customer ? 'customer' : 'visitor'}
      context={context}
      offer={offer}
      submit={submit}
      onOutcome={onOutcome}
      searchPickupPoints={orderApi.searchPickupPoints}
      checkDiscountCode={orderApi.checkDiscountCode}
      supportEmail={website.contact.email}
      prefilledCustomer={customer ?? undefined}
      // One draft per offer: a half-filled yearly order must not open on another offer's page.
      draftKey={draftKey}
      // The carriers' maps when their scripts load; a failure is SPEC §8's toast and the built-in list.
      pickupWidgets={pickupWidgets}
      loadScript={loadScript}
      onNotify={(notice) => toasts.show({ type: notice.type, message: notice.message })}
      termsHref={conditionPath(website.paths.conditions, 'terms')}
    />
  );
}
