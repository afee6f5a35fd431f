/** Asks the cookie consent UI to open its settings; the consent package listens for it. */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';

export function requestConsentSettings(target: EventTarget): void {
  target.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
}
