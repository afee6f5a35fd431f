import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  CONSENT_OPEN_EVENT,
  type ConsentStoreOptions,
  createConsentStore,
  type ToolHooks,
} from '../index';
import { cookie, memoryCookieJar, memoryStorage, provider, sampleProviders, script } from '../test/fakes';

function setup(overrides: Partial<ConsentStoreOptions> = {}, stored?: object) {
  const storage = memoryStorage(stored ? { cookieConsent: JSON.stringify(stored) } : {});
  const cookies = memoryCookieJar({ _ga: 'GA1.1', _fbp: 'fb.1', returnTo: '%2F' });
  const events = new EventTarget();
  const dataLayer: unknown[] = [];
  const fbq = vi.fn();
  const calls: string[] = [];
  const tools: Record<string, ToolHooks> = {};
  for (const slug of ['session', 'ga', 'facebook-pixel']) {
    tools[slug] = { activate: () => calls.push(`+${slug}`), deactivate: () => calls.push(`-${slug}`) };
  }
  const received: { type: string; detail: unknown }[] = [];
  for (const type of [CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT]) {
    events.addEventListener(type, (event) => received.push({ type, detail: (event as CustomEvent).detail }));
  }
  const store = createConsentStore({
    providers: sampleProviders(),
    storage,
    cookies,
    events,
    dataLayer,
    fbq,
    tools,
    now: () => 1000,
    deviceIds: () => ['perma', 'current', 'latest'],
    textVersion: 'v1',
    ...overrides,
  });
  const consentUpdates = () => dataLayer.map((entry) => [...(entry as IArguments)][2]);
  return { store, storage, cookies, events, dataLayer, consentUpdates, fbq, calls, received };
}

const everything = {
  session: true,
  ga: true,
  'google-remarketing': true,
  'facebook-pixel': true,
  clarity: true,
  smartsupp: true,
};

describe('createConsentStore', () => {
  it('shows the dialog without stored consent and runs only technical tools at start', () => {
    const { store, calls, dataLayer, fbq } = setup();
    expect(store.getSnapshot().dialogOpen).toBe(true);
    expect(store.getSnapshot().record).toBeNull();
    store.start();
    expect(calls).toEqual(['+session']);
    expect(dataLayer).toEqual([]);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('accept all saves every script, closes, reloads tools, updates consent mode and emits', () => {
    const { store, storage, calls, consentUpdates, fbq, received } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.start();
    const record = store.acceptAll();
    expect(record).toEqual({
      setting: everything,
      savedAt: 1000,
      ids: ['perma', 'current', 'latest'],
      offered: Object.keys(everything),
    });
    expect(JSON.parse(storage.getItem('cookieConsent')!)).toEqual(record);
    expect(store.getSnapshot().dialogOpen).toBe(false);
    expect(store.getSnapshot().signals).toEqual({
      statistical: true,
      marketing: true,
      heatmap: true,
      sklik: 1,
    });
    expect(listener).toHaveBeenCalled();
    expect(calls).toEqual(['+session', '+ga', '+facebook-pixel']);
    expect(consentUpdates()).toEqual([
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(fbq).toHaveBeenCalledWith('consent', 'grant');
    expect(received).toEqual([
      { type: CONSENT_CHANGE_EVENT, detail: { setting: everything, source: 'accept-all' } },
    ]);
  });

  it('accept selected keeps technical on, drops unknown slugs and revokes what was withdrawn', () => {
    const { store, calls, consentUpdates, fbq } = setup({}, { setting: everything, savedAt: 1, ids: [] });
    store.start();
    expect(fbq).toHaveBeenLastCalledWith('consent', 'grant');
    const record = store.acceptSelected({ ga: true, session: false, unknown: true });
    expect(record.setting).toEqual({
      session: true,
      ga: true,
      'google-remarketing': false,
      'facebook-pixel': false,
      clarity: false,
      smartsupp: false,
    });
    expect(calls).toEqual(['+session', '+ga', '+facebook-pixel', '-facebook-pixel']);
    expect(fbq).toHaveBeenLastCalledWith('consent', 'revoke');
    expect(consentUpdates().at(-1)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('reports the heat-map signal for the script named by heatmapSlug, clarity by default', () => {
    const byDefault = setup();
    byDefault.store.acceptSelected({ clarity: true });
    expect(byDefault.store.getSnapshot().signals.heatmap).toBe(true);
    const named = setup({ heatmapSlug: 'ga' });
    named.store.acceptSelected({ clarity: true });
    expect(named.store.getSnapshot().signals.heatmap).toBe(false);
    named.store.acceptSelected({ ga: true });
    expect(named.store.getSnapshot().signals.heatmap).toBe(true);
  });

  it('deny saves an empty setting, wipes cookies, asks for the toast and emits change then delete', () => {
    const { store, storage, cookies, calls, received } = setup(
      {},
      { setting: everything, savedAt: 1, ids: [] },
    );
    store.start();
    const result = store.deny();
    expect(result.toast).toBe('saved');
    expect(result.record.setting).toEqual({});
    expect(JSON.parse(storage.getItem('cookieConsent')!).setting).toEqual({});
    expect(result.expiredCookies).toEqual(['_ga', '_fbp', 'returnTo']);
    expect(cookies.names()).toEqual([]);
    expect(calls).toEqual(['+session', '+ga', '+facebook-pixel', '-ga', '-facebook-pixel']);
    expect(store.getSnapshot().dialogOpen).toBe(false);
    expect(received).toEqual([
      { type: CONSENT_CHANGE_EVENT, detail: { setting: everything, source: 'stored' } },
      { type: CONSENT_CHANGE_EVENT, detail: { setting: {}, source: 'deny' } },
      { type: CONSENT_DELETE_EVENT, detail: { source: 'deny' } },
    ]);
  });

  it('deny on a www host also expires what tools set on the parent domains, never on the public suffix', () => {
    const cookies = memoryCookieJar(
      { returnTo: '%2F' },
      {
        hostname: 'www.nordlys.sk',
        onDomains: [
          { name: '_ga', value: 'GA1.1', domain: '.nordlys.sk' },
          { name: '_fbp', value: 'fb.1', domain: '.nordlys.sk' },
        ],
      },
    );
    const { store } = setup({ cookies }, { setting: everything, savedAt: 1, ids: [] });
    store.start();
    expect(store.deny().expiredCookies).toEqual(['returnTo', '_ga', '_fbp']);
    expect(cookies.names()).toEqual([]);
    expect(cookies.removed).toContain('_fbp; Domain=.nordlys.sk');
    expect(cookies.removed.some((write) => write.endsWith('Domain=.sk'))).toBe(false);
  });

  it('accept selected expires the cookies of the scripts now off, on their parent domains too', () => {
    const cookies = memoryCookieJar(
      { returnTo: '%2F', _clck: 'c', _ga_ABC123: 'GS1', unlisted: '1' },
      { hostname: 'www.nordlys.sk', onDomains: [{ name: '_ga', value: 'GA1.1', domain: '.nordlys.sk' }] },
    );
    const providers = sampleProviders();
    providers[1]?.scripts[0]?.cookies.push(cookie('_ga_<container-id>', 'statistical'));
    const { store, received } = setup({ cookies, providers }, { setting: everything, savedAt: 1, ids: [] });
    store.start();
    store.acceptSelected({ clarity: true, 'facebook-pixel': true });
    expect(cookies.names()).toEqual(['returnTo', '_clck', 'unlisted']);
    expect(cookies.removed).toEqual([
      '_ga_ABC123',
      '_ga_ABC123; Domain=.www.nordlys.sk',
      '_ga_ABC123; Domain=.nordlys.sk',
      '_ga',
      '_ga; Domain=.www.nordlys.sk',
      '_ga; Domain=.nordlys.sk',
    ]);
    // A revoke is a save like any other: no delete event, which stands for Deny's wipe.
    expect(received.map((event) => event.type)).toEqual([CONSENT_CHANGE_EVENT, CONSENT_CHANGE_EVENT]);
  });

  it('accept all under GPC takes back the marketing cookies; accept all otherwise expires nothing', () => {
    const gpc = setup({ gpc: true });
    gpc.store.acceptAll();
    expect(gpc.cookies.names()).toEqual(['_ga', 'returnTo']);
    const plain = setup();
    plain.store.acceptAll();
    expect(plain.cookies.removed).toEqual([]);
  });

  it('restores a covering stored consent hidden, applies it at start and announces it', () => {
    const { store, consentUpdates, received } = setup({}, { setting: everything, savedAt: 1, ids: [] });
    expect(store.getSnapshot().dialogOpen).toBe(false);
    store.start();
    expect(consentUpdates()).toHaveLength(1);
    expect(received).toEqual([
      { type: CONSENT_CHANGE_EVENT, detail: { setting: everything, source: 'stored' } },
    ]);
  });

  it('announces nothing at start before the first choice', () => {
    const { store, received } = setup();
    store.start();
    expect(received).toEqual([]);
  });

  it.each<[string, (store: ReturnType<typeof setup>['store']) => unknown]>([
    ['accept all', (store) => store.acceptAll()],
    ['accept selected with some scripts off', (store) => store.acceptSelected({ ga: true })],
    ['deny', (store) => store.deny()],
  ])('keeps the UI hidden on the next page load after %s', (_, choose) => {
    const first = setup();
    choose(first.store);
    const next = createConsentStore({
      providers: sampleProviders(),
      storage: first.storage,
      cookies: memoryCookieJar(),
      events: new EventTarget(),
    });
    expect(next.getSnapshot().dialogOpen).toBe(false);
  });

  it('registers tools later: reloads them at once when started, and removes them again', () => {
    const { store } = setup({}, { setting: everything, savedAt: 1, ids: [] });
    const calls: string[] = [];
    const late: Record<string, ToolHooks> = {
      clarity: {
        always: () => calls.push('clarity always'),
        activate: () => calls.push('+clarity'),
        deactivate: () => calls.push('-clarity'),
      },
    };
    const beforeStart = store.registerTools(late);
    expect(calls).toEqual([]);
    beforeStart();
    const remove = store.registerTools(late);
    store.start();
    expect(calls).toEqual(['clarity always', '+clarity']);
    remove();
    expect(calls).toEqual(['clarity always', '+clarity', '-clarity']);
    store.deny();
    expect(calls).toEqual(['clarity always', '+clarity', '-clarity']);
  });

  it('activates a tool registered after start only when the consent in force allows it', () => {
    const { store } = setup({}, { setting: { clarity: true, ga: false }, savedAt: 1, ids: [] });
    store.start();
    const calls: string[] = [];
    store.registerTools({
      clarity: { activate: () => calls.push('+clarity'), deactivate: () => calls.push('-clarity') },
      'google-remarketing': { activate: () => calls.push('+ads'), deactivate: () => calls.push('-ads') },
    });
    expect(calls).toEqual(['+clarity']);
    store.acceptAll();
    expect(calls).toEqual(['+clarity', '+ads']);
  });

  it('reopens on the shop:consent-open event until stopped', () => {
    const { store, events } = setup({}, { setting: everything, savedAt: 1, ids: [] });
    const stop = store.start();
    events.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
    expect(store.getSnapshot().dialogOpen).toBe(true);
    store.close();
    stop();
    events.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
    expect(store.getSnapshot().dialogOpen).toBe(false);
    store.start();
    events.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
    expect(store.getSnapshot().dialogOpen).toBe(true);
  });

  it('shows again and names the new script when the provider list gains one', () => {
    const { store } = setup(
      {},
      { setting: everything, savedAt: 1, ids: [], offered: Object.keys(everything) },
    );
    store.start();
    expect(store.getSnapshot().dialogOpen).toBe(false);
    store.setProviders([
      ...sampleProviders(),
      provider('Seznam', [script('seznam-retargeting', 'marketing', ['sid'])]),
    ]);
    expect(store.getSnapshot().dialogOpen).toBe(true);
    expect(store.getSnapshot().newScripts.map((s) => s.slug)).toEqual(['seznam-retargeting']);
    store.acceptAll();
    expect(store.getSnapshot().newScripts).toEqual([]);
  });

  it('keeps marketing off under GPC even on accept all, says so, and does not nag', () => {
    const { store, calls, fbq, consentUpdates } = setup({ gpc: true });
    store.start();
    const record = store.acceptAll();
    expect(record.setting['facebook-pixel']).toBe(false);
    expect(record.setting['google-remarketing']).toBe(false);
    expect(record.setting.ga).toBe(true);
    expect(store.getSnapshot().gpc).toBe(true);
    expect(store.getSnapshot().signals.sklik).toBe(0);
    expect(calls).toEqual(['+session', '+ga']);
    expect(fbq).not.toHaveBeenCalled();
    expect(consentUpdates()[0]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'granted' });
    const reloaded = createConsentStore({
      providers: sampleProviders(),
      storage: { getItem: () => JSON.stringify(record), setItem: () => {} },
      cookies: memoryCookieJar(),
      events: new EventTarget(),
      gpc: true,
    });
    expect(reloaded.getSnapshot().dialogOpen).toBe(false);
  });

  it('does not run tools or sinks before start, and saves still persist', () => {
    const { store, calls, dataLayer, storage } = setup();
    store.acceptAll();
    expect(calls).toEqual([]);
    expect(dataLayer).toEqual([]);
    expect(storage.getItem('cookieConsent')).not.toBeNull();
    store.start();
    expect(calls).toEqual(['+session', '+ga', '+facebook-pixel']);
  });

  it('keeps working when storage refuses writes', () => {
    const { store } = setup({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('quota');
        },
      },
    });
    store.acceptAll();
    expect(store.getSnapshot().record?.setting.ga).toBe(true);
  });

  it('keeps the snapshot identity until something changes', () => {
    const { store } = setup();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.open();
    expect(store.getSnapshot()).toBe(first);
    store.close();
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('builds the proof of consent after a choice', () => {
    const { store } = setup();
    expect(store.proofOfConsent()).toBeNull();
    store.acceptAll();
    expect(store.proofOfConsent()).toMatchObject({
      ids: ['perma', 'current', 'latest'],
      setting: everything,
      savedAt: 1000,
      textVersion: 'v1',
    });
  });
});

describe('device ids of a choice (SPEC §3: the three device identifiers)', () => {
  it('stores the ids already known when the choice is made', () => {
    const { store } = setup({ deviceIds: () => ['perma', 'current', 'latest'] });
    expect(store.acceptAll().ids).toEqual(['perma', 'current', 'latest']);
  });

  it('adds the ids of a device identified after the choice to the record and its proof', () => {
    let ids: string[] = [];
    const { store, storage, received } = setup({ deviceIds: () => ids });
    store.start();
    store.acceptSelected({ ga: true });
    const chosen = store.getSnapshot().record;
    expect(chosen?.ids).toEqual([]);
    expect(store.refreshDeviceIds()).toBe(false);

    ids = ['perma', 'current', 'latest'];
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.refreshDeviceIds()).toBe(true);
    const stored = JSON.parse(storage.getItem('cookieConsent')!);
    expect(stored).toEqual({ ...chosen, ids: ['perma', 'current', 'latest'] });
    expect(store.getSnapshot().record).toEqual(stored);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.proofOfConsent()).toMatchObject({ ids: ['perma', 'current', 'latest'], savedAt: 1000 });
    expect(received.map((event) => event.detail)).toEqual([
      { setting: chosen?.setting, source: 'accept-selected' },
    ]);
    expect(store.refreshDeviceIds()).toBe(false);
  });

  it('adds ids to a choice stored on an earlier page and to a deny', () => {
    const stored = { setting: {}, savedAt: 5, ids: [] };
    const { store } = setup({}, stored);
    store.start();
    expect(store.refreshDeviceIds()).toBe(true);
    expect(store.getSnapshot().record).toEqual({ ...stored, ids: ['perma', 'current', 'latest'] });
  });

  it('keeps the ids a choice already carries', () => {
    const stored = { setting: { ga: true }, savedAt: 5, ids: ['old-perma', 'old-current', 'old-latest'] };
    const { store } = setup({}, stored);
    expect(store.refreshDeviceIds()).toBe(false);
    expect(store.getSnapshot().record).toEqual(stored);
  });

  it('has nothing to add to before the first choice', () => {
    const { store, storage } = setup();
    expect(store.refreshDeviceIds()).toBe(false);
    expect(storage.getItem('cookieConsent')).toBeNull();
  });
});

describe('a choice made before the provider list is known', () => {
  type Store = ReturnType<typeof setup>['store'];

  /** A clock that moves on by a second on each reading, so the time of the click can be told apart. */
  const ticking = () => {
    let time = 0;
    return () => {
      time += 1000;
      return time;
    };
  };

  it.each<[string, (store: Store) => unknown, boolean, string, Record<string, boolean>, string[]]>([
    [
      'accept all',
      (store) => store.acceptAll(),
      false,
      'accept-all',
      everything,
      ['+session', '+ga', '+facebook-pixel'],
    ],
    [
      'accept all under GPC',
      (store) => store.acceptAll(),
      true,
      'accept-all',
      { ...everything, 'google-remarketing': false, 'facebook-pixel': false },
      ['+session', '+ga'],
    ],
    [
      'accept selected by category',
      (store) => store.acceptCategories({ statistical: true, marketing: false }),
      false,
      'accept-selected',
      {
        session: true,
        ga: true,
        'google-remarketing': false,
        'facebook-pixel': false,
        clarity: true,
        smartsupp: false,
      },
      ['+session', '+ga'],
    ],
    [
      'accept selected by slug',
      (store) => store.acceptSelected({ 'facebook-pixel': true, ga: false }),
      false,
      'accept-selected',
      {
        session: true,
        ga: false,
        'google-remarketing': false,
        'facebook-pixel': true,
        clarity: false,
        smartsupp: false,
      },
      ['+session', '+facebook-pixel'],
    ],
    [
      'only necessary',
      (store) => store.acceptSelected({}),
      false,
      'accept-selected',
      {
        session: true,
        ga: false,
        'google-remarketing': false,
        'facebook-pixel': false,
        clarity: false,
        smartsupp: false,
      },
      ['+session'],
    ],
  ])(
    '%s is kept, closes the UI, and is expanded when the list arrives',
    (_, choose, gpc, source, setting, activated) => {
      const { store, storage, calls, received, fbq } = setup({ providers: [], gpc, now: ticking() });
      store.start();
      choose(store);

      const waiting = JSON.parse(storage.getItem('cookieConsent')!);
      expect(waiting).toMatchObject({ setting: {}, savedAt: 1000, ids: ['perma', 'current', 'latest'] });
      expect(waiting.pending.source).toBe(source);
      expect(store.getSnapshot().dialogOpen).toBe(false);
      expect(store.getSnapshot().setting).toEqual({});
      expect(store.proofOfConsent()).toBeNull();
      expect(received).toEqual([]);
      expect(calls).toEqual([]);

      store.setProviders(sampleProviders());

      const record = store.getSnapshot().record;
      expect(record).toEqual({
        setting,
        savedAt: 1000,
        ids: ['perma', 'current', 'latest'],
        offered: Object.keys(everything),
      });
      expect(JSON.parse(storage.getItem('cookieConsent')!)).toEqual(record);
      expect(store.getSnapshot().dialogOpen).toBe(false);
      expect(received).toEqual([{ type: CONSENT_CHANGE_EVENT, detail: { setting, source } }]);
      expect(calls).toEqual(activated);
      expect(fbq.mock.calls).toEqual(setting['facebook-pixel'] ? [['consent', 'grant']] : []);
      expect(store.proofOfConsent()).toMatchObject({
        setting,
        savedAt: 1000,
        ids: ['perma', 'current', 'latest'],
      });
    },
  );

  it.each<[string, boolean, Record<string, string>]>([
    [
      'grants the accepted categories at once',
      false,
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ],
    [
      'keeps marketing denied under GPC',
      true,
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ],
  ])('tells Consent Mode what is known while waiting: %s', (_, gpc, expected) => {
    const { store, consentUpdates } = setup({ providers: [], gpc });
    store.start();
    store.acceptAll();
    expect(consentUpdates()).toEqual([expected]);
    expect(store.getSnapshot().signals.heatmap).toBe(false);

    // The list brings nothing the choice did not already say, so Consent Mode is not told again.
    store.setProviders(sampleProviders());
    expect(consentUpdates()).toEqual([expected]);
  });

  it('tells Consent Mode again when the list turns a pending choice into other signals', () => {
    const { store, consentUpdates } = setup({ providers: [] });
    store.start();
    store.acceptAll();
    store.setProviders([
      provider('Nordlys', [script('session', 'technical', ['returnTo'])]),
      provider('Google', [script('ga', 'statistical', ['_ga'])]),
    ]);
    const updates = consentUpdates();
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'granted' });
  });

  it('survives a page whose list fails to load and is expanded on the first page that has one', () => {
    const first = setup({ providers: [], now: ticking() });
    first.store.start();
    first.store.acceptAll();

    // Next page: no cached list and the fetch fails, so the store never gets one.
    const failedPage = setup({ providers: [], storage: first.storage });
    expect(failedPage.store.getSnapshot().dialogOpen).toBe(false);
    failedPage.store.start();
    expect(failedPage.received).toEqual([]);
    expect(failedPage.consentUpdates()).toHaveLength(1);
    expect(failedPage.calls).toEqual([]);

    // Next page: the list is cached by now, so the choice is expanded when the store starts.
    const laterPage = setup({ storage: first.storage, deviceIds: () => ['perma'] });
    expect(laterPage.store.getSnapshot().dialogOpen).toBe(false);
    expect(laterPage.received).toEqual([]);
    laterPage.store.start();
    expect(laterPage.received).toEqual([
      { type: CONSENT_CHANGE_EVENT, detail: { setting: everything, source: 'accept-all' } },
    ]);
    expect(laterPage.calls).toEqual(['+session', '+ga', '+facebook-pixel']);
    expect(laterPage.store.getSnapshot().record).toMatchObject({
      setting: everything,
      savedAt: 1000,
      ids: ['perma'],
    });
  });

  it('waits for start before expanding, so the announcement has listeners', () => {
    const { store, received } = setup({ providers: [] });
    store.acceptAll();
    store.setProviders(sampleProviders());
    expect(received).toEqual([]);
    expect(store.getSnapshot().dialogOpen).toBe(false);
    store.start();
    expect(received).toEqual([
      { type: CONSENT_CHANGE_EVENT, detail: { setting: everything, source: 'accept-all' } },
    ]);
  });

  it('takes the device ids known when the list arrives, keeping those of the click when none are', () => {
    let ids: string[] = [];
    const { store } = setup({ providers: [], deviceIds: () => ids });
    store.start();
    store.acceptAll();
    expect(store.getSnapshot().record?.ids).toEqual([]);
    ids = ['perma', 'current'];
    store.setProviders(sampleProviders());
    expect(store.proofOfConsent()?.ids).toEqual(['perma', 'current']);
  });

  it('is replaced by a later deny, which needs no list', () => {
    const { store, received } = setup({ providers: [] });
    store.start();
    store.acceptAll();
    store.deny();
    store.setProviders(sampleProviders());
    expect(store.getSnapshot().record?.setting).toEqual({});
    expect(store.getSnapshot().record?.pending).toBeUndefined();
    expect(store.getSnapshot().dialogOpen).toBe(false);
    expect(received.map((event) => event.type)).toEqual([CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT]);
  });

  it('leaves the reopened UI open when the list arrives under it', () => {
    const { store } = setup({ providers: [] });
    store.start();
    store.acceptAll();
    store.open();
    store.setProviders(sampleProviders());
    expect(store.getSnapshot().record?.setting).toEqual(everything);
    expect(store.getSnapshot().dialogOpen).toBe(true);
  });
});
