import { CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT, CONSENT_OPEN_EVENT } from '@shop/contracts/browser';
import type { ConsentSetting } from './consentRecord';

// The store fires change (after every save, and from `start()` with the stored choice as
// `source: 'stored'`) and delete (after deny's wipe), and opens its dialog on open.
export { CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT, CONSENT_OPEN_EVENT };

/** What caused a consent event: one of the three saves, or the stored choice applied at start. */
export type ConsentSource = 'accept-all' | 'accept-selected' | 'deny' | 'stored';

export interface ConsentChangeDetail {
  setting: ConsentSetting;
  source: ConsentSource;
}

export interface ConsentDeleteDetail {
  source: ConsentSource;
}

// The store's events on `window`, typed for `window.addEventListener` in code that imports the package.
declare global {
  interface WindowEventMap {
    [CONSENT_CHANGE_EVENT]: CustomEvent<ConsentChangeDetail>;
    [CONSENT_DELETE_EVENT]: CustomEvent<ConsentDeleteDetail>;
    [CONSENT_OPEN_EVENT]: Event;
  }
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
