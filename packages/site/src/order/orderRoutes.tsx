import type { Website } from '@shop/config';
import type { OrderPayment } from '@shop/contracts';
import { interpolate, type LazyMessageStore, type LazyMessages } from '@shop/i18n';
import { ORDER_FORM_TEXTS } from '@shop/order-form';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { LayoutName } from '../layouts/layoutName';
import type { createHeads, PageMeta } from '../routes/routeHead';
import type { RouteModules } from '../routes/routeModules';
import { withFallbackModule } from '../routes/withFallbackModule';
import { withTexts } from '../routes/withTexts';
import {
  LANDING_PAGES,
  type LandingText,
  ORDER_LAYOUT_PAGES,
  type OrderPageSpec,
  yearlyPageSpecs,
} from './core/orderPageSpecs';
import {
  ADDITIONAL_PAYMENT_PATH,
  additionalPaymentPath,
  OFFER_PATH,
  PAYMENT_CANCELLED_PATH,
  PAYMENT_PENDING_PATH,
  rejectedPath,
  THANK_YOU_PATH,
  thankYouPath,
} from './core/orderPaths';
import type { PhoneLine } from './core/phoneLine';
import type { OrderPageData } from './orderLoaders';

/** The layouts the order pages sit in (SPEC §2). */
export type OrderLayoutName = Extract<
  LayoutName,
  'default' | 'orderpage' | 'year' | 'thankpage' | 'thankpage-subscription' | 'infopage' | 'plainpage'
>;

export interface OrderRoutesOptions {
  website: Website;
  /** The pages' texts are a lazy namespace: they load with each page's code, not with every page. */
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The layout routes, made with the route tree's `layoutRoute(name)`. */
  layouts: Record<OrderLayoutName, AnyRoute>;
}

type OrderText = LazyMessages['orderPages'];
type OutcomeText = LazyMessages['outcomePages'];

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
  lazyMessages,
  heads,
  layouts,
}: OrderRoutesOptions): Record<OrderLayoutName, AnyRoute[]> {
  const { productName } = website;
  const loadText = () => lazyMessages.load('orderPages');
  const metaOf = (page: PageMeta, offerName?: string): PageMeta => {
    const values = { productName, ...(offerName ? { offerName } : {}) };
    return { title: interpolate(page.title, values), description: interpolate(page.description, values) };
  };
  // Pages with the form load its texts too.
  const loadFormText = () =>
    Promise.all([loadText(), ...ORDER_FORM_TEXTS.map((namespace) => lazyMessages.load(namespace))]);
  const orderPageModules: RouteModules = {
    page: 'order/OrderPage.tsx',
    texts: ['orderPages', ...ORDER_FORM_TEXTS],
  };
  // Outcome pages show the order pages' contacts and next steps beside their own texts, and the
  // refused ones the other offers. (The offer header's texts load only where the browser renders
  // the header itself: the server renders it into the pages.)
  const loadOutcomeText = () =>
    Promise.all([lazyMessages.load('outcomePages'), loadText(), lazyMessages.load('offers')]).then(
      ([outcome]) => outcome,
    );
  const outcomeModules: RouteModules = {
    page: 'order/outcomePages.tsx',
    texts: ['orderPages', 'outcomePages', 'offers'],
  };
  // Landing pages are built like the home page, with its hero texts.
  const loadLandingText = () =>
    Promise.all([loadText(), lazyMessages.load('homePage')]).then(([order]) => order);
  const landingModules: RouteModules = {
    page: 'order/landingPages.tsx',
    texts: ['orderPages', 'homePage'],
  };
  // When the page's code or the form's texts cannot be fetched, the form's load error stands in.
  const orderPageComponent = lazyRouteComponent(
    withFallbackModule(
      withTexts(() => import('../order/OrderPage'), loadFormText),
      () => import('../order/OrderPageLoadError'),
    ),
    'OrderRoute',
  );
  const outcomeComponent = (
    name: keyof typeof import('../order/outcomePages'),
    loadTexts: () => Promise<unknown> = loadOutcomeText,
  ) =>
    lazyRouteComponent(
      withTexts(() => import('../order/outcomePages'), loadTexts),
      name,
    );
  // The landing pages' own module: none of the outcome pages' code (receipts, payment) rides along.
  const landingComponent = (name: keyof typeof import('../order/landingPages')) =>
    lazyRouteComponent(
      withTexts(() => import('../order/landingPages'), loadLandingText),
      name,
    );
  const landingComponents: Record<LandingText, ReturnType<typeof landingComponent>> = {
    sample: landingComponent('SampleLandingRoute'),
    freeTrialLanding: landingComponent('FreeTrialLandingRoute'),
    freeMonthLanding: landingComponent('FreeMonthLandingRoute'),
  };

  function outcomePage(
    layout: OrderLayoutName,
    path: string,
    pick: (text: OutcomeText) => PageMeta,
    component: AnyRoute['options']['component'],
    phoneLine?: PhoneLine,
  ) {
    return createRoute({
      getParentRoute: () => layouts[layout],
      path,
      loader: (): Promise<{ meta: PageMeta }> =>
        loadOutcomeText().then((text) => ({ meta: metaOf(pick(text)) })),
      head: heads.fromMeta(path),
      component,
      staticData: { phoneLine, ...outcomeModules },
    });
  }

  function landingPage(spec: (typeof LANDING_PAGES)[number]) {
    return createRoute({
      getParentRoute: () => layouts.default,
      path: spec.path,
      loader: (): Promise<{ meta: PageMeta }> =>
        loadLandingText().then((text: OrderText) => ({ meta: metaOf(text[spec.text]) })),
      head: heads.fromMeta(spec.path),
      component: landingComponents[spec.text],
      staticData: { phoneLine: spec.phone, ...landingModules },
    });
  }

  function orderPage(layout: OrderLayoutName, spec: OrderPageSpec) {
    return createRoute({
      getParentRoute: () => layouts[layout],
      path: spec.path,
      loader: ({ context }): Promise<OrderPageData & { meta: PageMeta }> =>
        Promise.all([
          import('../order/orderLoaders').then((order) => order.loadOrderPage(context.api, spec)),
          loadText(),
        ]).then(([data, text]) => ({ ...data, meta: metaOf(text[spec.text]) })),
      head: heads.fromMeta(spec.path),
      component: orderPageComponent,
      staticData: { phoneLine: spec.phone, ...orderPageModules },
    });
  }

  const offerRoute = createRoute({
    getParentRoute: () => layouts.default,
    path: `${OFFER_PATH}/$slug`,
    loader: ({ context, params }): Promise<OrderPageData & { meta: PageMeta }> =>
      Promise.all([
        import('../order/orderLoaders').then((order) => order.loadOfferPage(context.api, params.slug)),
        loadText(),
      ]).then(([data, text]) => ({
        ...data,
        meta: metaOf(text.offer, data.config?.offer.title ?? productName),
      })),
    head: heads.fromMeta<OrderPageData & { meta: PageMeta }>((data) => data.page.path),
    component: orderPageComponent,
    staticData: orderPageModules,
  });

  const additionalPaymentRoute = createRoute({
    getParentRoute: () => layouts.infopage,
    path: `${ADDITIONAL_PAYMENT_PATH}/$id`,
    loader: ({ context, params }): Promise<OrderPayment & { meta: PageMeta }> =>
      Promise.all([
        import('../order/orderLoaders').then((order) => order.loadAdditionalPayment(context.api, params.id)),
        loadOutcomeText(),
      ]).then(([payment, text]) => ({ ...payment, meta: metaOf(text.additionalPayment) })),
    head: heads.fromMeta<OrderPayment & { meta: PageMeta }>((payment) =>
      additionalPaymentPath(payment.orderId),
    ),
    component: lazyRouteComponent(
      withTexts(() => import('../order/AdditionalPaymentPage'), loadOutcomeText),
      'AdditionalPaymentRoute',
    ),
    staticData: { page: 'order/AdditionalPaymentPage.tsx', texts: ['orderPages', 'outcomePages'] },
  });

  const paymentCancelledRoute = createRoute({
    getParentRoute: () => layouts.plainpage,
    path: PAYMENT_CANCELLED_PATH,
    validateSearch: orderSearch,
    loader: (): Promise<{ meta: PageMeta }> =>
      loadOutcomeText().then((text) => ({ meta: metaOf(text.paymentCancelled) })),
    head: heads.fromMeta(PAYMENT_CANCELLED_PATH),
    component: outcomeComponent('PaymentCancelledRoute'),
    staticData: outcomeModules,
  });

  return {
    orderpage: ORDER_LAYOUT_PAGES.map((spec) => orderPage('orderpage', spec)),
    year: yearlyPageSpecs(website).map((spec) => orderPage('year', spec)),
    default: [offerRoute, ...LANDING_PAGES.map(landingPage)],
    thankpage: [
      outcomePage('thankpage', THANK_YOU_PATH, (text) => text.thankYou, outcomeComponent('ThankYouRoute')),
    ],
    'thankpage-subscription': [
      outcomePage(
        'thankpage-subscription',
        thankYouPath(website, 'yearly'),
        (text) => text.thankYouYearly,
        outcomeComponent('ThankYouYearlyRoute'),
        'annualPage',
      ),
    ],
    infopage: [
      outcomePage(
        'infopage',
        rejectedPath(website, 'general'),
        (text) => text.rejected,
        outcomeComponent('RejectedRoute'),
      ),
      outcomePage(
        'infopage',
        rejectedPath(website, 'sample'),
        (text) => text.sampleRejected,
        outcomeComponent('SampleRejectedRoute'),
      ),
      outcomePage(
        'infopage',
        rejectedPath(website, 'yearly'),
        (text) => text.yearlyRejected,
        outcomeComponent('YearlyRejectedRoute'),
      ),
      additionalPaymentRoute,
    ],
    plainpage: [
      outcomePage(
        'plainpage',
        PAYMENT_PENDING_PATH,
        (text) => text.paymentPending,
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
