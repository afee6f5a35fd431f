import { CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT } from '@shop/consent';
import type { KeyValueStorage, Tracker } from '@shop/tracking';
import { CONSENT_BEATS_KEY } from '../consent/consentBeats';

export interface SendConsentBeatsOptions {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: KeyValueStorage;
  tracker: Pick<Tracker, 'track' | 'subscribe' | 'getSnapshot'>;
  /** The sender's own chunk, so a visit without a consent choice never downloads it. */
  loadSender?: () => Promise<typeof import('./consentBeatSender')>;
}

/**
 * Sends the consent beats (`bindConsentBeats`) from the first moment there is one: at once when
 * beats wait from before, else at the first consent event. Returns the function that stops it.
 */
export function sendConsentBeats(options: SendConsentBeatsOptions): () => void {
  const { events, storage, tracker } = options;
  const loadSender = options.loadSender ?? (() => import('./consentBeatSender'));
  let active = true;
  let loading = false;
  let stopSender: (() => void) | undefined;
  const start = () => {
    if (loading) return;
    loading = true;
    void loadSender().then(({ bindConsentBeats }) => {
      if (active) stopSender = bindConsentBeats({ events, storage, tracker });
    });
  };
  if (storage.getItem(CONSENT_BEATS_KEY) !== null) start();
  events.addEventListener(CONSENT_CHANGE_EVENT, start);
  events.addEventListener(CONSENT_DELETE_EVENT, start);
  return () => {
    active = false;
    stopSender?.();
    events.removeEventListener(CONSENT_CHANGE_EVENT, start);
    events.removeEventListener(CONSENT_DELETE_EVENT, start);
  };
}
