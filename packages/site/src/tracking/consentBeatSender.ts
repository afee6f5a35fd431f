import { CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT } from '@shop/consent';
import type { Tracker } from '@shop/tracking';
import { type ConsentBeatStorage, takeConsentBeats } from '../consent/consentBeats';

export interface ConsentBeatSenderOptions {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: ConsentBeatStorage;
  tracker: Pick<Tracker, 'track' | 'subscribe' | 'getSnapshot'>;
}

/**
 * Sends the CONSENT and DELETE beats the consent code left (SPEC §7): those waiting from before
 * the tracker ran, then one per save as it happens. They are taken only while the tracker runs,
 * since a tracker that first redirects to the tracking host would drop them; they wait for the
 * next page then. Returns the function that stops it.
 */
export function bindConsentBeats({ events, storage, tracker }: ConsentBeatSenderOptions): () => void {
  let active = true;
  const send = () => {
    if (!active || tracker.getSnapshot().phase !== 'running') return;
    for (const beat of takeConsentBeats(storage)) tracker.track(beat.action, beat.data);
  };
  let ran = false;
  const unsubscribe = tracker.subscribe(() => {
    if (ran || tracker.getSnapshot().phase !== 'running') return;
    ran = true;
    send();
  });
  // The consent code leaves the beat from its own listener of the same event, which may run later.
  const onConsentEvent = () => queueMicrotask(send);
  events.addEventListener(CONSENT_CHANGE_EVENT, onConsentEvent);
  events.addEventListener(CONSENT_DELETE_EVENT, onConsentEvent);
  send();
  return () => {
    active = false;
    unsubscribe();
    events.removeEventListener(CONSENT_CHANGE_EVENT, onConsentEvent);
    events.removeEventListener(CONSENT_DELETE_EVENT, onConsentEvent);
  };
}
