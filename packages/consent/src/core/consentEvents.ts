import type { ConsentSetting } from './consentRecord';

/** Fired on the events target after every save, and by `start()` with the stored choice (`source: 'stored'`). */
export const CONSENT_CHANGE_EVENT = 'shop:consent-change';
/** Fired after deny has wiped the readable cookies. */
export const CONSENT_DELETE_EVENT = 'shop:consent-delete';
/** Reopens the dialog; the same name `@shop/site` exports as `CONSENT_OPEN_EVENT` for its footer button. */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';

/** What caused a consent event: one of the three saves, or the stored choice applied at start. */
export type ConsentSource = 'accept-all' | 'accept-selected' | 'deny' | 'stored';

export interface ConsentChangeDetail {
  setting: ConsentSetting;
  source: ConsentSource;
}

export interface ConsentDeleteDetail {
  source: ConsentSource;
}

/** `window`, or any `EventTarget` in tests and other runtimes. */
export type ConsentEventTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>;

export function dispatchConsentChange(target: ConsentEventTarget, detail: ConsentChangeDetail): void {
  target.dispatchEvent(new CustomEvent<ConsentChangeDetail>(CONSENT_CHANGE_EVENT, { detail }));
}

export function dispatchConsentDelete(target: ConsentEventTarget, detail: ConsentDeleteDetail): void {
  target.dispatchEvent(new CustomEvent<ConsentDeleteDetail>(CONSENT_DELETE_EVENT, { detail }));
}
