import type { Website } from '@shop/config';
import type { OrderPayment } from '@shop/contracts';
import { interpolate, type Messages } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { LayoutName } from '../core/layoutName';
import { pageHead } from '../core/pageHead';
import {
  LANDING_PAGES,
  type LandingText,
  ORDER_LAYOUT_PAGES,
  type OrderPageSpec,
  yearlyPageSpecs,
} from '../order/core/orderPageSpecs';
import {
  ADDITIONAL_PAYMENT_PATH,
  additionalPaymentPath,
  OFFER_PATH,
  PAYMENT_CANCELLED_PATH,
  PAYMENT_PENDING_PATH,
  rejectedPath,
  THANK_YOU_PATH,
  thankYouPath,
} from '../order/core/orderPaths';
import type { PhoneLine } from '../order/core/phoneLine';
import type { OrderPageData } from '../order/orderLoaders';
import type { createHeads } from './routeHead';

/** The layouts the order pages sit in (SPEC §2). */
export type OrderLayoutName = Extract<
  LayoutName,
  'default' | 'orderpage' | 'year' | 'thankpage' | 'thankpage-subscription' | 'infopage' | 'plainpage'
>;

export interface OrderRoutesOptions {
  website: Website;
  messages: Messages;
  heads: ReturnType<typeof createHeads>;
  /** The layout routes, made with the route tree's `layoutRoute(name)`. */
  layouts: Record<OrderLayoutName, AnyRoute>;
}

const orderPageComponent = lazyRouteComponent(() => import('../order/OrderPage'), 'OrderRoute');

function outcomeComponent(name: keyof typeof import('../order/outcomePages')) {
  return lazyRouteComponent(() => import('../order/outcomePages'), name);
}

const landingComponents: Record<LandingText, ReturnType<typeof outcomeComponent>> = {
  sample: outcomeComponent('SampleLandingRoute'),
  freeTrialLanding: outcomeComponent('FreeTrialLandingRoute'),
  freeMonthLanding: outcomeComponent('FreeMonthLandingRoute'),
};

/** `?order=` as the gateway sends it back; anything else is dropped rather than shown. */
function orderSearch(search: Record<string, unknown>): { order?: string } {
  const { order } = search;
  return typeof order === 'string' && /^[\w-]{1,64}$/.test(order) ? { order } : {};
}

/**
 * The order, offer, landing, thank-you, rejected and payment pages, grouped by the layout each
 * belongs to. Loaders and page components load as their own chunks, so the home page's first
 * script carries none of them.
 */
export function createOrderRoutes({
  website,
  messages,
  heads,
  layouts,
}: OrderRoutesOptions): Record<OrderLayoutName, AnyRoute[]> {
  const text = messages.orderPages;
  const { productName } = website;
  const fill = (message: string) => interpolate(message, { productName });
  const ogLocale = messages.shell.meta.ogLocale;

  function staticPage(
    layout: OrderLayoutName,
    path: string,
    texts: { title: string; description: string },
    component: AnyRoute['options']['component'],
    phoneLine?: PhoneLine,
  ) {
    return createRoute({
      getParentRoute: () => layouts[layout],
      path,
      head: heads.page({ path, title: fill(texts.title), description: fill(texts.description) }),
      component,
      staticData: { phoneLine },
    });
  }

  function orderPage(layout: OrderLayoutName, spec: OrderPageSpec) {
    const texts = text[spec.text];
    return createRoute({
      getParentRoute: () => layouts[layout],
      path: spec.path,
      loader: ({ context }) =>
        import('../order/orderLoaders').then((order) => order.loadOrderPage(context.api, spec)),
      head: heads.page({ path: spec.path, title: fill(texts.title), description: fill(texts.description) }),
      component: orderPageComponent,
      staticData: { phoneLine: spec.phone },
    });
  }

  const offerRoute = createRoute({
    getParentRoute: () => layouts.default,
    path: `${OFFER_PATH}/$slug`,
    loader: ({ context, params }) =>
      import('../order/orderLoaders').then((order) => order.loadOfferPage(context.api, params.slug)),
    head: heads.fromData<OrderPageData>((data) => {
      const offerName = data.config?.offer.title ?? productName;
      const values = { productName, offerName };
      return {
        ...pageHead({
          website,
          path: data.page.path,
          title: interpolate(text.offer.title, values),
          description: interpolate(text.offer.description, values),
          ogLocale,
        }),
        scripts: [],
      };
    }),
    component: orderPageComponent,
  });

  const additionalPaymentRoute = createRoute({
    getParentRoute: () => layouts.infopage,
    path: `${ADDITIONAL_PAYMENT_PATH}/$id`,
    loader: ({ context, params }) =>
      import('../order/orderLoaders').then((order) => order.loadAdditionalPayment(context.api, params.id)),
    head: heads.fromData<OrderPayment>((payment) => ({
      ...pageHead({
        website,
        path: additionalPaymentPath(payment.orderId),
        title: text.additionalPayment.title,
        description: fill(text.additionalPayment.description),
        ogLocale,
      }),
      scripts: [],
    })),
    component: lazyRouteComponent(() => import('../order/AdditionalPaymentPage'), 'AdditionalPaymentRoute'),
  });

  const paymentCancelledRoute = createRoute({
    getParentRoute: () => layouts.plainpage,
    path: PAYMENT_CANCELLED_PATH,
    validateSearch: orderSearch,
    head: heads.page({
      path: PAYMENT_CANCELLED_PATH,
      title: text.paymentCancelled.title,
      description: fill(text.paymentCancelled.description),
    }),
    component: outcomeComponent('PaymentCancelledRoute'),
  });

  return {
    orderpage: ORDER_LAYOUT_PAGES.map((spec) => orderPage('orderpage', spec)),
    year: yearlyPageSpecs(website).map((spec) => orderPage('year', spec)),
    default: [
      offerRoute,
      ...LANDING_PAGES.map((spec) =>
        staticPage('default', spec.path, text[spec.text], landingComponents[spec.text], spec.phone),
      ),
    ],
    thankpage: [staticPage('thankpage', THANK_YOU_PATH, text.thankYou, outcomeComponent('ThankYouRoute'))],
    'thankpage-subscription': [
      staticPage(
        'thankpage-subscription',
        thankYouPath(website, 'yearly'),
        text.thankYouYearly,
        outcomeComponent('ThankYouYearlyRoute'),
        'annualPage',
      ),
    ],
    infopage: [
      staticPage(
        'infopage',
        rejectedPath(website, 'general'),
        text.rejected,
        outcomeComponent('RejectedRoute'),
      ),
      staticPage(
        'infopage',
        rejectedPath(website, 'sample'),
        text.sampleRejected,
        outcomeComponent('SampleRejectedRoute'),
      ),
      staticPage(
        'infopage',
        rejectedPath(website, 'yearly'),
        text.yearlyRejected,
        outcomeComponent('YearlyRejectedRoute'),
      ),
      additionalPaymentRoute,
    ],
    plainpage: [
      staticPage(
        'plainpage',
        PAYMENT_PENDING_PATH,
        text.paymentPending,
        outcomeComponent('PaymentPendingRoute'),
      ),
      paymentCancelledRoute,
    ],
  };
}

/**
 * Pages with nothing to load and nothing read from the address: rendered to HTML at build time.
 * The thank-you pages qualify too, as the gateway's `?order=` does not change them.
 */
export function orderStaticPaths(website: Website): string[] {
  return [
    ...LANDING_PAGES.map((spec) => spec.path),
    THANK_YOU_PATH,
    thankYouPath(website, 'yearly'),
    rejectedPath(website, 'general'),
    rejectedPath(website, 'sample'),
    rejectedPath(website, 'yearly'),
    PAYMENT_PENDING_PATH,
  ];
}
