/** Cookie and query parameter name of the tracking id. */
export const trackingIdName = 'nmtid';

/**
 * The `Server-Timing` entry a document carries when the server that answered it has already
 * taken care of the visitor's tracking id (issued it, kept it, redirected, or found a crawler),
 * so the browser must not redirect to the tracking host itself. Pages served as plain files,
 * without the Node server, lack it and keep the redirect in the browser.
 */
export const trackingIdServerTiming = 'tracking-id';
