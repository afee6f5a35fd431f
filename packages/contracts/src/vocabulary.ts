// Names the browser and the API share that need no schema: importing them pulls in no zod, so a
// page's first script and the tracker can use them without validation code.

/** The reference tracking host's redirect (SPEC §4), for pages served without the Node server. */
export const trackingRedirectPath = '/api/tracking/redirect';
/** Cookie and query parameter name of the tracking id (SPEC §4). */
export const trackingIdName = 'nmtid';
/**
 * The `Server-Timing` entry a document carries when the server that answered it has already
 * taken care of the visitor's tracking id (issued it, kept it, redirected, or found a crawler),
 * so the browser must not redirect to the tracking host itself. Pages served as plain files,
 * without the Node server, lack it and keep SPEC §4's redirect in the browser.
 */
export const trackingIdServerTiming = 'tracking-id';
/**
 * The id of the `<script type="application/json">` in which a server puts the order form
 * configuration (`OrderFormConfig`) of a prerendered page, so its script need not ask the API.
 */
export const EMBEDDED_ORDER_CONFIG_ID = 'shop-order-config';
/**
 * A returning customer's order form prefill (`customerPrefillEndpoint`): 204 for a visitor
 * without saved data, which a browser can tell without the response schema.
 */
export const customerPrefillPath = '/api/customer';
