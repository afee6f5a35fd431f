import { CONSENT_PROOF_ID_KEY } from '../../consent/siteConsent';
import type { IdStorage } from './browserIds';

/** The stored consent proof's id, sent with an order so the order names the consent it was made under. */
export function readConsentProofId(storage: IdStorage): string | null {
  try {
    const id = storage.getItem(CONSENT_PROOF_ID_KEY)?.trim();
    return id ? id : null;
  } catch {
    return null;
  }
}
