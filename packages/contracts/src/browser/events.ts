// The DOM `CustomEvent`s on `window` by which the packages talk without importing each other, so
// code outside React (and a page's first script, before consent or tracking has loaded) can listen.

/** Fired after every consent save, and by the consent store's `start()` with the stored choice. */
export const CONSENT_CHANGE_EVENT = 'shop:consent-change';
/** Fired after deny has wiped the readable cookies. */
export const CONSENT_DELETE_EVENT = 'shop:consent-delete';
/** Asks the cookie consent UI to open its settings (the footer's button); the consent store listens. */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';
/**
 * Fired after each run of the device identity with the `DeviceIdentity` as detail, once the device
 * records are stored: code that keeps the device ids (such as the consent record's `ids`) reads them then.
 */
export const DEVICE_IDENTIFIED_EVENT = 'shop:device-identified';
