/** localStorage key of the cached provider list (SPEC §7: JSON text, reused while it is a valid array of objects). */
export const PROVIDERS_CACHE_KEY = 'cookieProviders';

/**
 * localStorage key of the id `POST /api/consents` answered for the latest choice; orders send it as
 * `consentProofId`. In a module of its own so the order form can read it without the consent code.
 */
export const CONSENT_PROOF_ID_KEY = 'cookieConsentProofId';
