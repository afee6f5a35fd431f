import { CONSENT_OPEN_EVENT } from '@shop/contracts/browser';

// Requests no listener has taken yet, per window: the consent code loads after the page's first
// script, so a button that asks early (the footer's, replayed once the footer hydrated) may ask
// before anyone listens.
const waiting = new WeakSet<EventTarget>();

export function requestConsentSettings(target: EventTarget): void {
  waiting.add(target);
  target.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
}

/**
 * True once for a request still waiting: the consent UI takes it when it handles the event, and
 * opens for one that came before it listened (the event is not sent again).
 */
export function takeConsentSettingsRequest(target: EventTarget): boolean {
  return waiting.delete(target);
}
