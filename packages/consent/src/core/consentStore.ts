import type { CookieJar } from '@shop/contracts/browser';
import {
  acceptedCategories,
  type CategoryChoice,
  type ConsentChoice,
  choiceSignals,
  OPTIONAL_CATEGORIES,
  settingForChoice,
} from './consentChoice';
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
import { findNewScripts, shouldShowDialog } from './dialogVisibility';
import { buildProofOfConsent, type ProofOfConsent } from './proofOfConsent';
import type { CookieProvider, Script } from './providerSchema';
import { expireCookies, expireReadableCookies, revokedCookieNames } from './readableCookies';
import { allScripts } from './scriptConsent';
import { reloadTools, type ToolHooks, type ToolRegistry } from './toolReload';

export type SocialPixelConsent = (command: 'consent', action: 'grant' | 'revoke') => void;

export interface ConsentStoreOptions {
  /**
   * The provider list; may start empty and arrive later through `setProviders`. An empty list counts
   * as not known yet: a choice made meanwhile is stored as it was made and expanded once a list is set.
   */
  providers?: readonly CookieProvider[];
  /** Where the consent record lives (`localStorage`), under `CONSENT_STORAGE_KEY`. */
  storage: ConsentStorage;
  /**
   * The page's cookies (`documentCookieJar(document)`): all wiped on deny, those of scripts switched
   * off on any other save; also on the parent domains when the jar names its `hostname()`.
   */
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
  /** The slug of the heat-map script, whose consent `snapshot.signals.heatmap` reports; `clarity` by default. */
  heatmapSlug?: string;
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
  /** The stored consent, null before the first choice; `record.pending` while it waits for the provider list. */
  record: ConsentRecord | null;
  /** The consent in force: the stored setting, or nothing consented (also while a choice is pending). */
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
  /**
   * Every script active (marketing off under GPC), saved. Before the provider list is known the
   * choice itself is saved (`record.pending`) and expanded, saved, applied and announced when the
   * list arrives; the consent UI closes at once either way.
   */
  acceptAll(): ConsentRecord;
  /**
   * The given selection saved; technical scripts on, unknown slugs dropped. The readable cookies the
   * provider list names for scripts now off are expired. Waits for the list like `acceptAll`.
   */
  acceptSelected(selection: ConsentSetting): ConsentRecord;
  /**
   * Every script of the categories set true active, all others off (technical on, marketing off
   * under GPC); source `accept-selected`. For category boxes shown before the provider list is known.
   */
  acceptCategories(categories: CategoryChoice): ConsentRecord;
  /**
   * An empty setting saved and every readable cookie expired at path `/`, host-only and on the host's
   * parent domains down to the public suffix.
   */
  deny(): DenyResult;
  /** The payload for storing the consent on the server; null before the first choice and while it is pending. */
  proofOfConsent(): ProofOfConsent | null;
  /**
   * Call when device identity has run. A stored choice that carries fewer device ids than
   * `deviceIds()` knows now (one made before the device was first identified) takes the known
   * ones; its setting and `savedAt` stay, nothing is applied or announced. Returns true when the
   * record changed: store its `proofOfConsent()` again. Ids a choice already carries are kept.
   */
  refreshDeviceIds(): boolean;
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
  /** The record whose consent Consent Mode was last told, so a pending choice is not told twice. */
  let toldRecord: ConsentRecord | null = null;
  let snapshot = buildSnapshot();

  const listKnown = () => providers.length > 0;

  function buildSnapshot(): ConsentSnapshot {
    const setting = record?.setting ?? {};
    const pending = record?.pending;
    return {
      providers,
      record,
      setting,
      dialogOpen,
      newScripts: findNewScripts(providers, record),
      gpc,
      signals: pending
        ? choiceSignals(pending, gpc)
        : consentSignals(providers, setting, gpc, options.heatmapSlug),
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
    if (force) toldRecord = record;
    if (options.fbq && signals.marketing !== toldSignals.marketing) {
      options.fbq('consent', signals.marketing ? 'grant' : 'revoke');
    }
    toldSignals = signals;
    loaded = reloadTools({
      scripts: allScripts(providers),
      setting: snapshot.setting,
      gpc,
      tools,
      signals,
      nonce: options.nonce,
      loaded,
      onError,
    });
  }

  const currentIds = () => [...(options.deviceIds?.() ?? [])];

  /**
   * Stores and applies a record; `close` for a visitor's save (after any save the UI closes), `force`
   * to tell Consent Mode even when its signals did not change.
   */
  function commit(next: ConsentRecord, close: boolean, force = true) {
    writeConsentRecord(options.storage, next);
    record = next;
    if (close) dialogOpen = false;
    publish();
    if (started) applyConsent(force);
  }

  function save(
    setting: ConsentSetting,
    source: ConsentSource,
    { savedAt = now(), ids = currentIds(), close = true, force = true } = {},
  ): ConsentRecord {
    const saved: ConsentRecord = {
      setting,
      savedAt,
      ids,
      offered: [...new Set(allScripts(providers).map((script) => script.slug))],
    };
    commit(saved, close, force);
    // Deny wipes every readable cookie itself; any other save takes back those of the scripts now off.
    if (source !== 'deny') {
      expireCookies(options.cookies, revokedCookieNames(providers, setting, gpc, options.cookies.names()));
    }
    dispatchConsentChange(options.events, { setting: { ...setting }, source });
    return saved;
  }

  /**
   * Saves a visitor's choice. Without a provider list the choice is stored as made, so a click that
   * beats the list is not saved as a setting that covers nothing (which would read as a deny).
   */
  function choose(choice: ConsentChoice): ConsentRecord {
    if (listKnown()) return save(settingForChoice(providers, choice, gpc), choice.source);
    const saved: ConsentRecord = { setting: {}, savedAt: now(), ids: currentIds(), pending: choice };
    commit(saved, true);
    return saved;
  }

  /**
   * Expands a pending choice against the list, once started (so the announcement reaches the
   * listeners that `start()` waits for). It keeps the time of the click; device ids known by now
   * replace those known then. The UI stays as it is: the visitor did not just press anything.
   * Consent Mode, told the choice's categories when it was made, hears again only what changed.
   */
  function resolvePending(): boolean {
    const pending = record?.pending;
    if (record === null || pending === undefined || !started || !listKnown()) return false;
    const ids = currentIds();
    save(settingForChoice(providers, pending, gpc), pending.source, {
      savedAt: record.savedAt,
      ids: ids.length > 0 ? ids : [...record.ids],
      close: false,
      force: toldRecord !== record,
    });
    return true;
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
        if (!resolvePending()) {
          // A pending choice still tells Consent Mode its categories; it is announced once expanded.
          applyConsent(record !== null);
          if (record !== null && record.pending === undefined) {
            dispatchConsentChange(options.events, { setting: { ...record.setting }, source: 'stored' });
          }
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
      if (resolvePending()) return;
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
    acceptAll: () => choose({ source: 'accept-all', categories: [...OPTIONAL_CATEGORIES], scripts: [] }),
    acceptSelected: (selection) =>
      choose({
        source: 'accept-selected',
        categories: [],
        scripts: Object.keys(selection).filter((slug) => selection[slug] === true),
      }),
    acceptCategories: (categories) =>
      choose({ source: 'accept-selected', categories: acceptedCategories(categories), scripts: [] }),
    deny() {
      const saved = save({}, 'deny');
      const expiredCookies = expireReadableCookies(options.cookies);
      dispatchConsentDelete(options.events, { source: 'deny' });
      return { record: saved, toast: 'saved', expiredCookies };
    },
    proofOfConsent: () =>
      record === null || record.pending !== undefined
        ? null
        : buildProofOfConsent(record, providers, options.textVersion ?? ''),
    refreshDeviceIds() {
      const ids = currentIds();
      if (record === null || ids.length <= record.ids.length) return false;
      const next: ConsentRecord = { ...record, ids };
      writeConsentRecord(options.storage, next);
      record = next;
      publish();
      return true;
    },
  };
  return store;
}
