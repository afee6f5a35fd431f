/** Where the JSON API sits on a site's origin; every path below starts with it. */
export const apiBasePath = '/api';

/**
 * Every path of the JSON API on a site's origin; `:name` marks a path parameter. The
 * endpoint contracts, the site's plain `fetch` calls and the API's routes all take them from here.
 */
export const apiPaths = {
  health: '/api/health',
  /** Whether the process runs, without asking its database (a liveness probe). */
  healthLive: '/api/health/live',
  clientErrors: '/api/client-errors',
  /** Where the pages' Content-Security-Policy sends its violation reports. */
  cspReports: '/api/csp-reports',
  blogArticles: '/api/blog/articles',
  blogArticle: '/api/blog/articles/:slug',
  testimonials: '/api/testimonials',
  testimonial: '/api/testimonials/:slug',
  conditions: '/api/conditions',
  condition: '/api/conditions/:name',
  contact: '/api/contact',
  cookieProviders: '/api/cookie-providers',
  consents: '/api/consents',
  beats: '/api/beats',
  device: '/api/device',
  /**
   * The reference tracking host's redirect that issues a missing tracking id, for pages served
   * without the Node server.
   */
  trackingRedirect: '/api/tracking/redirect',
  orderFormConfig: '/api/order-form/config',
  orders: '/api/orders',
  /** An order's receipt, for the shopper whose customer cookie placed it. */
  order: '/api/orders/:id',
  orderPayment: '/api/orders/:id/payment',
  /** A returning customer's prefill: 204 for a visitor without saved data. */
  customer: '/api/customer',
  pickupPoints: '/api/pickup-points',
  discountCheck: '/api/discount-codes/check',
  /** The sandbox gateway's page where a person pays, cancels or leaves a payment pending. */
  sandboxPayment: '/api/payments/sandbox/:paymentId',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/** A path with its `:name` parameters filled in, e.g. `apiPath(apiPaths.condition, { name: 'cookies' })`. */
export function apiPath(path: ApiPath, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : encodeURIComponent(value);
  });
}
