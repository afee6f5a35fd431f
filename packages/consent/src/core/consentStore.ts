import {
  CONSENT_OPEN_EVENT,
  type ConsentEventTarget,
  type ConsentSource,
  dispatchConsentChange,
  dispatchConsentDelete,
} from './consentEvents';
import { type DataLayer, writeConsentUpdate } from './consentMode';
import {
  type ConsentRecord,
  type ConsentSetting,
  type ConsentStorage,
  readConsentRecord,
  writeConsentRecord,
} from './consentRecord';
import { type ConsentSignals, consentSignals, NO_CONSENT_SIGNALS } from './consentSignals';
import { type CookieJar, expireReadableCookies } from './cookieJar';
import { findNewScripts, shouldShowDialog } from './dialogVisibility';
import { buildProofOfConsent, type ProofOfConsent } from './proofOfConsent';
import type { CookieProvider, Script } from './providerSchema';
import { allScripts } from './scriptConsent';
import { reloadTools, type ToolHooks, type ToolRegistry } from './toolReload';

export type SocialPixelConsent = (command: 'consent', action: 'grant' | 'revoke') => void;

export interface ConsentStoreOptions {
  /** The provider list; may start empty and arrive later through `setProviders`. */
  providers?: readonly CookieProvider[];
  /** Where the consent record lives (`localStorage`), under `CONSENT_STORAGE_KEY`. */
  storage: ConsentStorage;
  /** The page's cookies, wiped on deny (`documentCookieJar(document)`). */
  cookies: CookieJar;
  /** Receives the `shop:consent-*` events and is listened on for `shop:consent-open` (`window`). */
  events: ConsentEventTarget;
  /** `window.dataLayer`: receives the Consent Mode updates. */
  dataLayer?: DataLayer;
  /** The social pixel's `fbq`, told `grant` or `revoke` when marketing consent changes. */
  fbq?: SocialPixelConsent;
  /** Hooks per script slug, run by the tool reload. */
  tools?: ToolRegistry;
  /** `navigator.globalPrivacyControl`: when true marketing stays off whatever is accepted. */
  gpc?: boolean;
  /** CSP nonce handed to the tool hooks for the scripts they insert. */
  nonce?: string;
  /** Clock for `savedAt`; epoch milliseconds. */
  now?: () => number;
  /** The three device identifiers stored with each consent. */
  deviceIds?: () => readonly string[];
  /** Version of the consent texts shown, sent with the proof of consent. */
  textVersion?: string;
  /** A tool hook threw; the reload carries on with the other tools. */
  onError?: (error: unknown, slug: string) => void;
}

export interface ConsentSnapshot {
  providers: readonly CookieProvider[];
  /** The stored consent, null before the first choice. */
  record: ConsentRecord | null;
  /** The consent in force: the stored setting, or nothing consented. */
  setting: ConsentSetting;
  /** Whether the consent UI should be shown. */
  dialogOpen: boolean;
  /** Scripts added to the provider list since the visitor last chose; the dialog says so. */
  newScripts: readonly Script[];
  /** Global Privacy Control is on, so marketing is off whatever is accepted; the dialog says why. */
  gpc: boolean;
  signals: ConsentSignals;
}

export interface DenyResult {
  record: ConsentRecord;
  /** Key of the success toast in the `cookies` i18n namespace ('Nastavení cookies uloženo.'). */
  toast: 'saved';
  /** Names of the cookies expired. */
  expiredCookies: string[];
}

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Applies the stored consent (Consent Mode update, social pixel, tool reload), announces it with
   * `shop:consent-change` (`source: 'stored'`) when there is one, and listens for `shop:consent-open`.
   * Call once, after hydration. Returns a function that stops listening.
   */
  start(): () => void;
  /**
   * Adds tool hooks after creation (code that loads later than the store, e.g. the tracking loaders).
   * Once started, the new tools are reloaded at once under the consent in force. Returns a function
   * that removes them again, deactivating those that were loaded.
   */
  registerTools(tools: ToolRegistry): () => void;
  setProviders(providers: readonly CookieProvider[]): void;
  open(): void;
  close(): void;
  /** Every script active (marketing off under GPC), saved. */
  acceptAll(): ConsentRecord;
  /** The given selection saved; technical scripts on, unknown slugs dropped. */
  acceptSelected(selection: ConsentSetting): ConsentRecord;
  /** An empty setting saved and every readable cookie expired at path `/`. */
  deny(): DenyResult;
  /** The payload for storing the consent on the server; null before the first choice. */
  proofOfConsent(): ProofOfConsent | null;
}

/** The consent core: one per page, created by the app and provided to its UI. */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const gpc = options.gpc === true;
  const now = options.now ?? Date.now;
  let tools: ToolRegistry = { ...options.tools };
  const onError = options.onError ?? (() => {});
  const listeners = new Set<() => void>();

  let providers = options.providers ?? [];
  let record = readConsentRecord(options.storage);
  let dialogOpen = shouldShowDialog(providers, record, gpc);
  let started = false;
  let loaded: ReadonlySet<string> = new Set();
  let toldSignals: ConsentSignals = NO_CONSENT_SIGNALS;
  let snapshot = buildSnapshot();

  function buildSnapshot(): ConsentSnapshot {
    const setting = record?.setting ?? {};
    return {
      providers,
      record,
      setting,
      dialogOpen,
      newScripts: findNewScripts(providers, record),
      gpc,
      signals: consentSignals(providers, setting, gpc),
    };
  }

  function publish() {
    snapshot = buildSnapshot();
    for (const listener of [...listeners]) listener();
  }

  /** Tells the third-party sinks; `force` on a save, so an explicit choice is always recorded. */
  function applyConsent(force: boolean) {
    const signals = snapshot.signals;
    const modeChanged =
      signals.statistical !== toldSignals.statistical || signals.marketing !== toldSignals.marketing;
    if (options.dataLayer && (force || modeChanged)) writeConsentUpdate(options.dataLayer, signals);
    if (options.fbq && signals.marketing !== toldSignals.marketing) {
      options.fbq('consent', signals.marketing ? 'grant' : 'revoke');
    }
    toldSignals = signals;
    loaded = reloadTools({
      providers,
      setting: snapshot.setting,
      gpc,
      tools,
      signals,
      nonce: options.nonce,
      loaded,
      onError,
    });
  }

  function save(setting: ConsentSetting, source: ConsentSource): ConsentRecord {
    const saved: ConsentRecord = {
      setting,
      savedAt: now(),
      ids: [...(options.deviceIds?.() ?? [])],
      offered: [...new Set(allScripts(providers).map((script) => script.slug))],
    };
    writeConsentRecord(options.storage, saved);
    record = saved;
    dialogOpen = false;
    publish();
    if (started) applyConsent(true);
    dispatchConsentChange(options.events, { setting: { ...setting }, source });
    return saved;
  }

  function settingFor(choose: (script: Script) => boolean): ConsentSetting {
    const setting: ConsentSetting = {};
    for (const script of allScripts(providers)) {
      if (script.category === 'technical') setting[script.slug] = true;
      else setting[script.slug] = !(gpc && script.category === 'marketing') && choose(script);
    }
    return setting;
  }

  const openFromEvent = () => store.open();

  const store: ConsentStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      // Listening again after a stop is allowed (React's strict mode starts effects twice); applying is once.
      options.events.addEventListener(CONSENT_OPEN_EVENT, openFromEvent);
      if (!started) {
        started = true;
        applyConsent(record !== null);
        if (record !== null) {
          dispatchConsentChange(options.events, { setting: { ...record.setting }, source: 'stored' });
        }
      }
      return () => {
        options.events.removeEventListener(CONSENT_OPEN_EVENT, openFromEvent);
      };
    },
    registerTools(added) {
      tools = { ...tools, ...added };
      if (started) applyConsent(false);
      return () => {
        const removed = new Map<string, ToolHooks>();
        const kept: Record<string, ToolHooks> = {};
        for (const [slug, hooks] of Object.entries(tools)) {
          if (added[slug] === hooks) removed.set(slug, hooks);
          else kept[slug] = hooks;
        }
        tools = kept;
        const stillLoaded = new Set(loaded);
        for (const script of allScripts(providers)) {
          const hooks = removed.get(script.slug);
          if (hooks === undefined || !stillLoaded.delete(script.slug)) continue;
          try {
            hooks.deactivate({ script, signals: snapshot.signals, nonce: options.nonce });
          } catch (error) {
            onError(error, script.slug);
          }
        }
        loaded = stillLoaded;
      };
    },
    setProviders(next) {
      providers = next;
      if (shouldShowDialog(providers, record, gpc)) dialogOpen = true;
      publish();
      if (started) applyConsent(false);
    },
    open() {
      if (dialogOpen) return;
      dialogOpen = true;
      publish();
    },
    close() {
      if (!dialogOpen) return;
      dialogOpen = false;
      publish();
    },
    acceptAll: () =>
      save(
        settingFor(() => true),
        'accept-all',
      ),
    acceptSelected: (selection) =>
      save(
        settingFor((script) => selection[script.slug] === true),
        'accept-selected',
      ),
    deny() {
      const saved = save({}, 'deny');
      const expiredCookies = expireReadableCookies(options.cookies);
      dispatchConsentDelete(options.events, { source: 'deny' });
      return { record: saved, toast: 'saved', expiredCookies };
    },
    proofOfConsent: () =>
      record === null ? null : buildProofOfConsent(record, providers, options.textVersion ?? ''),
  };
  return store;
}
