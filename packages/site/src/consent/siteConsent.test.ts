import { CONSENT_STORAGE_KEY, type CookieProvider } from '@shop/consent';
import { documentCookieJar, memoryStorage } from '@shop/contracts/browser';
import { identifyDevice } from '@shop/tracking';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_PROOF_ID_KEY,
  createSiteConsentStore,
  deviceIds,
  type FetchLike,
  PROVIDERS_CACHE_KEY,
  readCachedProviders,
  startSiteConsent,
  textVersion,
} from './siteConsent';

const script = (slug: string, category: 'technical' | 'statistical' | 'marketing') => ({
  name: slug,
  slug,
  category,
  active: false,
  showingCookies: true,
  cookies: [{ name: `_${slug}`, description: 'd', type: 'HTTP', category, expiration: '1 rok' }],
});
const providers = (...slugs: [string, 'technical' | 'statistical' | 'marketing'][]): CookieProvider[] => [
  { companyName: 'Acme', personalUrl: 'https://example.org', scripts: slugs.map(([s, c]) => script(s, c)) },
];
const listA = providers(['technical', 'technical'], ['ga', 'statistical']);
const listB = providers(['technical', 'technical'], ['ga', 'statistical'], ['clarity', 'statistical']);

interface Call {
  url: string;
  init?: RequestInit;
}

function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) throw new TypeError('network down');
    return answer();
  };
  return { fetch, calls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(initial: Record<string, string>, answers: Record<string, () => Response>) {
  const storage = memoryStorage(initial);
  const events = new EventTarget();
  const { fetch, calls } = fakeFetch(answers);
  const store = createSiteConsentStore({
    storage,
    cookies: documentCookieJar({ cookie: '' }),
    events,
    gpc: false,
    textVersion: 'v1',
  });
  return { storage, events, fetch, calls, store };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

// The full provider schema loads with the first fetch; loaded once here, every later fetch settles within `settle()`.
beforeAll(async () => {
  await import('./providerValidation');
});

describe('readCachedProviders (SPEC §7 cache)', () => {
  it.each<[string, string | undefined, CookieProvider[] | null]>([
    ['a valid list', JSON.stringify(listA), listA],
    ['nothing cached', undefined, null],
    ['not JSON', '[{', null],
    ['an array of non-objects', '[1,2]', null],
    ['an object instead of an array', '{"scripts":[]}', null],
    ['a provider without scripts', '[{"companyName":"Acme"}]', null],
    ['a script without cookies', '[{"scripts":[{"slug":"ga","category":"statistical"}]}]', null],
  ])('%s', (_, cached, expected) => {
    const storage = memoryStorage(cached === undefined ? {} : { [PROVIDERS_CACHE_KEY]: cached });
    expect(readCachedProviders(storage)).toEqual(expected);
  });
});

describe('startSiteConsent', () => {
  it('uses the cached list at once, then the fetched one, which it caches', async () => {
    const { store, storage, events, fetch } = setup(
      { [PROVIDERS_CACHE_KEY]: JSON.stringify(listA) },
      { 'GET /api/cookie-providers': json(listB) },
    );
    expect(store.getSnapshot().providers).toEqual(listA);
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(store.getSnapshot().providers).toEqual(listB);
    expect(JSON.parse(storage.getItem(PROVIDERS_CACHE_KEY) ?? '')).toEqual(listB);
  });

  it('rejects a fetched list that fails the full schema and keeps the cached one', async () => {
    const invalid = [
      {
        companyName: 'Acme',
        personalUrl: 'x',
        scripts: [{ ...script('ga', 'statistical'), category: 'other' }],
      },
    ];
    const { store, storage, events, fetch } = setup(
      { [PROVIDERS_CACHE_KEY]: JSON.stringify(listA) },
      { 'GET /api/cookie-providers': json(invalid) },
    );
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(store.getSnapshot().providers).toEqual(listA);
    expect(JSON.parse(storage.getItem(PROVIDERS_CACHE_KEY) ?? '')).toEqual(listA);
  });

  it('keeps the cached list when the fetch fails or answers something else', async () => {
    const { store, storage, events, fetch } = setup(
      { [PROVIDERS_CACHE_KEY]: JSON.stringify(listA) },
      { 'GET /api/cookie-providers': json({ error: 'x' }) },
    );
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(store.getSnapshot().providers).toEqual(listA);
  });

  it('shows the UI again when the fetched list gains a script the stored choice does not cover', async () => {
    const record = { setting: { technical: true, ga: true }, savedAt: 1, ids: [] };
    const { store, storage, events, fetch } = setup(
      { [PROVIDERS_CACHE_KEY]: JSON.stringify(listA), [CONSENT_STORAGE_KEY]: JSON.stringify(record) },
      { 'GET /api/cookie-providers': json(listB) },
    );
    expect(store.getSnapshot().dialogOpen).toBe(false);
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(store.getSnapshot().dialogOpen).toBe(true);
    expect(store.getSnapshot().newScripts.map((s) => s.slug)).toEqual(['clarity']);
  });

  it('posts the proof of consent after each save and keeps the returned id, not for the stored choice', async () => {
    const record = { setting: { technical: true, ga: false }, savedAt: 1, ids: ['perma'] };
    const { store, storage, events, fetch, calls } = setup(
      {
        [PROVIDERS_CACHE_KEY]: JSON.stringify(listA),
        [CONSENT_STORAGE_KEY]: JSON.stringify(record),
        devicePermanentHash: JSON.stringify({ hash: 'perma', time: 1 }),
      },
      { 'GET /api/cookie-providers': json(listA), 'POST /api/consents': json({ id: 'proof-1' }, 201) },
    );
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
    store.acceptAll();
    await settle();
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init?.body))).toMatchObject({
      ids: ['perma'],
      setting: { technical: true, ga: true },
      textVersion: 'v1',
    });
    expect(storage.getItem(CONSENT_PROOF_ID_KEY)).toBe('proof-1');
  });

  it('keeps the previous proof id when the post fails', async () => {
    const { store, storage, events, fetch } = setup(
      { [CONSENT_PROOF_ID_KEY]: 'old' },
      { 'GET /api/cookie-providers': json(listA), 'POST /api/consents': json({ error: 'x' }, 400) },
    );
    startSiteConsent(store, { fetch, storage, events });
    store.deny();
    await settle();
    expect(storage.getItem(CONSENT_PROOF_ID_KEY)).toBe('old');
  });

  it('stops listening when stopped', async () => {
    const { store, storage, events, fetch, calls } = setup({}, { 'GET /api/cookie-providers': json(listA) });
    const stop = startSiteConsent(store, { fetch, storage, events });
    stop();
    store.acceptAll();
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/api/cookie-providers']);
    expect(store.getSnapshot().providers).toEqual([]);
  });
});

describe('device ids of a choice (SPEC §3)', () => {
  const proofAnswers = () => {
    let proofs = 0;
    return {
      'GET /api/cookie-providers': json(listA),
      'POST /api/consents': () => json({ id: `proof-${++proofs}` }, 201)(),
    };
  };
  const postedProofs = (calls: Call[]) =>
    calls.filter((call) => call.init?.method === 'POST').map((call) => JSON.parse(String(call.init?.body)));
  const storedRecord = (storage: ReturnType<typeof memoryStorage>) =>
    JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

  /** The tracking runtime's device identity, run on the same page and announcing on the same window. */
  const identify = (storage: ReturnType<typeof memoryStorage>, events: EventTarget) =>
    identifyDevice({
      tracker: { track: () => {}, webError: () => {}, claimSessionFlag: () => false },
      storage,
      fetch: async () => new Response(null, { status: 204 }),
      endpoint: '/api/device',
      events,
      loadFingerprint: async () => ({
        load: async () => ({ get: async () => ({ visitorId: 'f'.repeat(32), confidence: { score: 0.9 } }) }),
      }),
      now: () => 7,
    });

  it('adds the ids of a device identified after a first visit choice to the record and stores a proof with them', async () => {
    const { store, storage, events, fetch, calls } = setup(
      { [PROVIDERS_CACHE_KEY]: JSON.stringify(listA) },
      proofAnswers(),
    );
    startSiteConsent(store, { fetch, storage, events });
    store.acceptAll();
    await settle();
    const chosen = storedRecord(storage);
    expect(chosen.ids).toEqual([]);

    await identify(storage, events);
    await settle();
    const device = 'f'.repeat(32);
    expect(storedRecord(storage)).toEqual({ ...chosen, ids: [device, device, device] });
    const proofs = postedProofs(calls);
    expect(proofs).toHaveLength(2);
    expect(proofs[1]).toEqual({ ...proofs[0], ids: [device, device, device] });
    expect(storage.getItem(CONSENT_PROOF_ID_KEY)).toBe('proof-2');
  });

  it('adds them on the next page to a choice stored before the device was identified', async () => {
    const record = { setting: { technical: true, ga: true }, savedAt: 3, ids: [] };
    const { store, storage, events, fetch, calls } = setup(
      {
        [PROVIDERS_CACHE_KEY]: JSON.stringify(listA),
        [CONSENT_STORAGE_KEY]: JSON.stringify(record),
        devicePermanentHash: JSON.stringify({ hash: 'perma', time: 1 }),
        deviceLatestHash: JSON.stringify({ hash: 'latest', time: 2 }),
      },
      proofAnswers(),
    );
    startSiteConsent(store, { fetch, storage, events });
    await settle();
    expect(storedRecord(storage)).toEqual({ ...record, ids: ['perma', 'latest'] });
    expect(postedProofs(calls)).toEqual([expect.objectContaining({ ids: ['perma', 'latest'], savedAt: 3 })]);
  });

  it("stores a returning visitor's ids with the choice and keeps them when identity runs again", async () => {
    const { store, storage, events, fetch, calls } = setup(
      {
        [PROVIDERS_CACHE_KEY]: JSON.stringify(listA),
        devicePermanentHash: JSON.stringify({ hash: 'perma', time: 1 }),
        deviceCurrentHash: JSON.stringify({ hash: 'current', time: 1 }),
        deviceLatestHash: JSON.stringify({ hash: 'latest', time: 1 }),
      },
      proofAnswers(),
    );
    startSiteConsent(store, { fetch, storage, events });
    store.acceptAll();
    await identify(storage, events);
    await settle();
    expect(storedRecord(storage).ids).toEqual(['perma', 'current', 'latest']);
    expect(postedProofs(calls).map((proof) => proof.ids)).toEqual([['perma', 'current', 'latest']]);
  });
});

describe('deviceIds and textVersion', () => {
  it('lists the device records known yet, permanent first', () => {
    const storage = memoryStorage({
      devicePermanentHash: JSON.stringify({ hash: 'p', time: 1 }),
      deviceLatestHash: JSON.stringify({ hash: 'l', time: 2 }),
    });
    expect(deviceIds(storage)).toEqual(['p', 'l']);
  });

  it('changes with the texts and not otherwise', () => {
    expect(textVersion({ a: 'x' })).toBe(textVersion({ a: 'x' }));
    expect(textVersion({ a: 'x' })).not.toBe(textVersion({ a: 'y' }));
    expect(textVersion({ a: 'x' })).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('a choice made before the provider list is known', () => {
  /** Answers the provider list calls in turn (`null`: a network failure) and stores every proof. */
  function listFetch(lists: (CookieProvider[] | null)[]) {
    const gets: (() => void)[] = [];
    const posts: unknown[] = [];
    let call = 0;
    const fetch: FetchLike = async (url, init) => {
      if (init?.method === 'POST' && url === '/api/consents') {
        posts.push(JSON.parse(String(init.body)));
        return json({ id: `proof-${posts.length}` }, 201)();
      }
      const list = lists[call++];
      // Held until the test lets it through, so the click comes first.
      await new Promise<void>((release) => gets.push(release));
      if (list === null || list === undefined) throw new TypeError('network down');
      return json(list)();
    };
    const answerNext = async () => {
      gets.shift()?.();
      await settle();
    };
    return { fetch, posts, answerNext, getCount: () => call };
  }

  function start(lists: (CookieProvider[] | null)[]) {
    const { store, storage, events } = setup({}, {});
    const network = listFetch(lists);
    startSiteConsent(store, { fetch: network.fetch, storage, events });
    const stored = () => JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return { store, storage, stored, ...network };
  }

  it.each<[string, (store: ReturnType<typeof setup>['store']) => unknown, Record<string, boolean>]>([
    ['accept all', (store) => store.acceptAll(), { technical: true, ga: true, clarity: true }],
    [
      'accept selected by category',
      (store) => store.acceptCategories({ statistical: true }),
      { technical: true, ga: true, clarity: true },
    ],
    ['only necessary', (store) => store.acceptSelected({}), { technical: true, ga: false, clarity: false }],
  ])(
    '%s waits for the list that arrives after the click, then posts the proof with it',
    async (_, choose, setting) => {
      const { store, storage, stored, posts, answerNext } = start([listB]);
      choose(store);
      await settle();
      expect(store.getSnapshot().dialogOpen).toBe(false);
      expect(stored().pending).toBeDefined();
      expect(posts).toEqual([]);

      await answerNext();
      expect(stored()).toMatchObject({ setting });
      expect(stored().pending).toBeUndefined();
      expect(posts).toEqual([expect.objectContaining({ setting, textVersion: 'v1' })]);
      expect(storage.getItem(CONSENT_PROOF_ID_KEY)).toBe('proof-1');
    },
  );

  it.each<[string, (CookieProvider[] | null)[], boolean]>([
    ['loads the list once more after a failed load, and posts the proof', [null, listB], true],
    ['keeps the choice for the next page when the list fails twice', [null, null], false],
  ])('%s', async (_, lists, resolved) => {
    const { store, stored, posts, answerNext, getCount } = start(lists);
    await answerNext();
    expect(getCount()).toBe(1);
    store.acceptAll();
    expect(getCount()).toBe(2);
    await answerNext();
    expect(store.getSnapshot().dialogOpen).toBe(false);
    if (resolved) {
      expect(stored().setting).toEqual({ technical: true, ga: true, clarity: true });
      expect(posts).toHaveLength(1);
    } else {
      expect(stored()).toMatchObject({ setting: {}, pending: { source: 'accept-all' } });
      expect(posts).toEqual([]);
      store.open();
      store.close();
      expect(getCount()).toBe(2);
    }
  });
});
