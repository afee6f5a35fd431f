import { type ConsentSetting, type CookieProvider, reloadTools } from '@shop/consent';
import { documentCookieJar } from '@shop/contracts/browser';
import { createToolLoaders, type ScriptDocument } from '@shop/tracking/loaders';
import { describe, expect, it } from 'vitest';
import { createSiteConsentStore, PROVIDERS_CACHE_KEY } from './siteConsent';
import { socialPixelConsent } from './socialPixelConsent';

const providers: CookieProvider[] = [
  {
    companyName: 'Meta',
    personalUrl: 'https://example.org',
    scripts: [
      {
        name: 'Pixel',
        slug: 'facebook-pixel',
        category: 'marketing',
        active: false,
        showingCookies: true,
        cookies: [
          { name: '_fbp', description: 'd', type: 'HTTP', category: 'marketing', expiration: '3 měsíce' },
        ],
      },
    ],
  },
];

/** A page whose third-party scripts never arrive: the pixel stays the loader's queue. */
const stalledDocument: ScriptDocument = {
  createElement: () => ({ src: '', async: false, onload: null, onerror: null, setAttribute: () => {} }),
  head: { appendChild: (node) => node },
};

function page() {
  const win: Record<string, unknown> = {};
  const items = new Map([[PROVIDERS_CACHE_KEY, JSON.stringify(providers)]]);
  const store = createSiteConsentStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    cookies: documentCookieJar({ cookie: '' }),
    events: new EventTarget(),
    fbq: socialPixelConsent(win),
    gpc: false,
    textVersion: 'v1',
  });
  const loaders = createToolLoaders({
    ids: { fbPixel: '123' },
    env: {
      window: win,
      document: stalledDocument,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      location: () => ({ pathname: '/', href: 'https://www.example.sk/' }),
      report: () => {},
    },
  });
  let loaded: ReadonlySet<string> = new Set();
  const tools = {
    apply(setting: ConsentSetting) {
      const { scripts } = loaders;
      loaded = reloadTools({
        scripts,
        setting,
        gpc: false,
        tools: loaders.tools,
        nonce: undefined,
        loaded,
        onError: () => {},
      });
    },
  };
  const pixelQueue = () => (win.fbq as { queue: unknown[][] }).queue;
  return { win, store, tools, pixelQueue };
}

describe('the social pixel told by the consent store (SPEC §4 grant and revoke)', () => {
  it('queues a revoke behind the grant while the pixel script is still loading', () => {
    const { store, tools, pixelQueue } = page();
    store.start();
    store.acceptAll();
    tools.apply(store.getSnapshot().setting);
    expect(pixelQueue()).toContainEqual(['consent', 'grant']);

    store.acceptSelected({});
    tools.apply(store.getSnapshot().setting);
    expect(
      pixelQueue()
        .filter(([command]) => command === 'consent')
        .at(-1),
    ).toEqual(['consent', 'revoke']);
  });

  it('queues the revoke of a deny as well', () => {
    const { store, tools, pixelQueue } = page();
    store.start();
    store.acceptAll();
    tools.apply(store.getSnapshot().setting);
    store.deny();
    tools.apply({});
    expect(pixelQueue().at(-1)).toEqual(['consent', 'revoke']);
  });

  it('leaves a page without the pixel alone', () => {
    const { win, store } = page();
    store.start();
    store.acceptAll();
    store.deny();
    expect(win.fbq).toBeUndefined();
  });
});
