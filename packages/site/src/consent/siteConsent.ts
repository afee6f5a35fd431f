import {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  type ConsentChangeDetail,
  type ConsentDeleteDetail,
  type ConsentStore,
  type CookieJar,
  type CookieProvider,
  createConsentStore,
  type DataLayer,
  type ProofOfConsent,
  type SocialPixelConsent,
} from '@shop/consent';
import { apiPaths } from '@shop/contracts/vocabulary';
import { DEVICE_IDENTIFIED_EVENT, type KeyValueStorage, readDeviceHashes } from '@shop/tracking';
import { queueConsentBeat } from './consentBeats';
import { CONSENT_PROOF_ID_KEY, PROVIDERS_CACHE_KEY } from './consentKeys';

export { CONSENT_PROOF_ID_KEY, PROVIDERS_CACHE_KEY } from './consentKeys';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The cache holds only lists that passed the full schema when fetched, so reading it checks the shape
 * the store walks (an array of provider objects with script objects) without loading zod on every page.
 */
function isProviderList(value: unknown): value is CookieProvider[] {
  return (
    Array.isArray(value) &&
    value.every(
      (provider) =>
        isObject(provider) &&
        Array.isArray(provider.scripts) &&
        provider.scripts.every(
          (script) =>
            isObject(script) &&
            typeof script.slug === 'string' &&
            typeof script.category === 'string' &&
            Array.isArray(script.cookies),
        ),
    )
  );
}

/** The cached provider list, or null when there is none or it is not a valid list. */
export function readCachedProviders(storage: KeyValueStorage): CookieProvider[] | null {
  const text = storage.getItem(PROVIDERS_CACHE_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isProviderList(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the provider list, validates it with the full schema (loaded with this call, after the page
 * is up) and caches it; null when the call or the answer fails (the cache then stays).
 */
export async function fetchProviders(
  fetch: FetchLike,
  storage: KeyValueStorage,
): Promise<CookieProvider[] | null> {
  try {
    const response = await fetch(apiPaths.cookieProviders, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const [{ parseProviders }, body] = await Promise.all([import('./providerValidation'), response.json()]);
    const parsed = parseProviders(body);
    if (!parsed.ok) return null;
    storage.setItem(PROVIDERS_CACHE_KEY, JSON.stringify(parsed.providers));
    return parsed.providers;
  } catch {
    return null;
  }
}

/** Stores the proof of a choice on the server and keeps the id it answers; null when that fails. */
export async function sendConsentProof(
  fetch: FetchLike,
  storage: KeyValueStorage,
  proof: ProofOfConsent,
): Promise<string | null> {
  try {
    const response = await fetch(apiPaths.consents, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(proof),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return null;
    storage.setItem(CONSENT_PROOF_ID_KEY, id);
    return id;
  } catch {
    return null;
  }
}

/** The device ids stored with a choice (SPEC §3): permanent, current and latest, those known yet. */
export function deviceIds(storage: KeyValueStorage): string[] {
  const hashes = readDeviceHashes(storage);
  return [hashes.permanent, hashes.current, hashes.latest].flatMap((record) => (record ? [record.hash] : []));
}

/**
 * A short fingerprint of the consent texts (32-bit FNV-1a of their JSON), sent with the proof of
 * consent so a stored choice can be matched with the wording the visitor saw.
 */
export function textVersion(texts: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(texts)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface SiteConsentEnvironment {
  storage: KeyValueStorage;
  cookies: CookieJar;
  events: EventTarget;
  dataLayer?: DataLayer;
  /** Tells the social pixel when marketing consent changes (`socialPixelConsent(window)`). */
  fbq?: SocialPixelConsent;
  /** `navigator.globalPrivacyControl`. */
  gpc: boolean;
  /** The page's CSP nonce, for the scripts the tracking loaders insert. */
  nonce?: string;
  /** `textVersion(messages.cookies)`. */
  textVersion: string;
}

/** The site's consent store: providers from the cache at once, device ids from the tracking records. */
export function createSiteConsentStore(environment: SiteConsentEnvironment): ConsentStore {
  const { storage } = environment;
  return createConsentStore({
    providers: readCachedProviders(storage) ?? [],
    storage,
    cookies: environment.cookies,
    events: environment.events,
    dataLayer: environment.dataLayer,
    fbq: environment.fbq,
    gpc: environment.gpc,
    nonce: environment.nonce,
    deviceIds: () => deviceIds(storage),
    textVersion: environment.textVersion,
  });
}

export interface StartSiteConsentOptions {
  fetch: FetchLike;
  storage: KeyValueStorage;
  events: EventTarget;
}

/**
 * Starts the store after hydration: applies the stored choice, refreshes the provider list (the
 * cached one is used meanwhile; a list that gained a script shows the consent UI again), posts a
 * proof of consent after every save and leaves the tracker a CONSENT beat for every save and a
 * DELETE beat for the cookies a deny wiped (SPEC §7; the tracking runtime sends them). Device ids
 * known only after a choice (`DEVICE_IDENTIFIED_EVENT`) join its record and a new proof. A choice
 * made before any list was known waits in the store for the list; the proof and the beat follow
 * once the store has expanded it. If the load failed, a waiting choice loads the list once more;
 * failing again, the choice stays stored for the next page. Returns the function that stops it.
 */
export function startSiteConsent(store: ConsentStore, { fetch, storage, events }: StartSiteConsentOptions) {
  let active = true;
  let loading = false;
  let failed = false;
  let retried = false;
  const onChange = (event: Event) => {
    const { setting, source } = (event as CustomEvent<ConsentChangeDetail>).detail;
    if (source === 'stored') return;
    queueConsentBeat(storage, { action: 'CONSENT', data: { setting, source } });
    const proof = store.proofOfConsent();
    if (proof !== null) void sendConsentProof(fetch, storage, proof);
  };
  const onDelete = (event: Event) => {
    const { source } = (event as CustomEvent<ConsentDeleteDetail>).detail;
    queueConsentBeat(storage, { action: 'DELETE', data: { source } });
  };
  // A choice made before the device was identified is stored without its ids; they join the
  // record, and a proof with them is stored, once identity has run (on this page or an earlier one).
  const onDeviceIdentified = () => {
    if (!store.refreshDeviceIds()) return;
    const proof = store.proofOfConsent();
    if (proof !== null) void sendConsentProof(fetch, storage, proof);
  };
  const loadProviders = () => {
    loading = true;
    void fetchProviders(fetch, storage).then((providers) => {
      loading = false;
      failed = providers === null;
      if (!active) return;
      if (providers) store.setProviders(providers);
      else retryForWaitingChoice();
    });
  };
  const retryForWaitingChoice = () => {
    if (!active || !failed || loading || retried || store.getSnapshot().record?.pending === undefined) return;
    retried = true;
    loadProviders();
  };
  events.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  events.addEventListener(CONSENT_DELETE_EVENT, onDelete);
  events.addEventListener(DEVICE_IDENTIFIED_EVENT, onDeviceIdentified);
  const unsubscribe = store.subscribe(retryForWaitingChoice);
  const stop = store.start();
  onDeviceIdentified();
  loadProviders();
  return () => {
    active = false;
    unsubscribe();
    events.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    events.removeEventListener(CONSENT_DELETE_EVENT, onDelete);
    events.removeEventListener(DEVICE_IDENTIFIED_EVENT, onDeviceIdentified);
    stop();
  };
}
