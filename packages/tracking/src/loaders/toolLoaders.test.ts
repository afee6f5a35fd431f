import type { ToolContext } from '@shop/contracts/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_LOADERS } from './allLoaders';
import { consentReload } from './test/consentReload';
import { fakeDocument } from './test/fakeDocument';
import { createToolLoaders } from './toolLoaders';
import { ADFORM_ABANDON_MS } from './tools/adform';
import { TOOL_SLUGS, type ToolGlobals, type TrackingIds } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allIds: TrackingIds = {
  ga4: 'G-TEST1',
  adwords: 'AW-1',
  fbPixel: '123',
  adform: '456',
  seznamConversion: '77',
  retargeting: '88',
  brandRemarketing: 'nm-1',
  microsoftUet: 'uet-1',
  affiliateCampaign: 'camp-1',
  sessionRecorder: 'sl-key',
  chat: 'chat-key',
  rtbHouse: 'rtb1',
  affiliate: true,
  postAffiliateAccount: 'nordlys',
  postAffiliateCampaign: 'c0ffee',
  clarity: 'cl-1',
};

const granted: ToolContext = {
  script: { slug: 'ga', category: 'statistical' },
  signals: { statistical: true, marketing: true, heatmap: true, sklik: 1 },
  nonce: 'n0nce',
};

function setup(ids: TrackingIds = allIds) {
  const doc = fakeDocument();
  const win: ToolGlobals = {};
  const reports: Array<[string, unknown]> = [];
  const loaders = createToolLoaders({
    ids,
    env: {
      window: win,
      document: doc,
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
      location: () => ({ pathname: '/rocnek2', href: 'https://www.nordlys.sk/rocnek2' }),
      report: (message, errors) => reports.push([message, errors]),
    },
  });
  const script = (fragment: string) => doc.scripts.find((candidate) => candidate.src.includes(fragment));
  return { doc, win, reports, loaders, script };
}

describe('ALL_LOADERS', () => {
  it('has one loader per SPEC slug', () => {
    expect(ALL_LOADERS.map((loader) => loader.slug)).toEqual([...TOOL_SLUGS]);
  });

  it('configures nothing without ids, and every tool with them', () => {
    expect(Object.keys(setup({}).loaders.tools)).toEqual([]);
    expect(Object.keys(setup().loaders.tools)).toEqual([...TOOL_SLUGS]);
  });

  it('needs the affiliate flag and both ids for Post Affiliate Pro', () => {
    expect(setup({ ...allIds, affiliate: false }).loaders.tools['post-affiliate']).toBeUndefined();
    expect(
      setup({ ...allIds, postAffiliateCampaign: undefined }).loaders.tools['post-affiliate'],
    ).toBeUndefined();
  });
});

describe('createToolLoaders', () => {
  it('inserts nothing until a tool is activated, then once with the nonce', async () => {
    const { doc, loaders, script, win } = setup();
    expect(doc.scripts).toHaveLength(0);
    loaders.tools.ga?.activate(granted);
    loaders.tools.ga?.activate(granted);
    expect(doc.scripts).toHaveLength(1);
    expect(script('googletagmanager.com/gtag/js?id=G-TEST1')?.nonce).toBe('n0nce');
    expect(win.dataLayer).toHaveLength(2);
    script('gtag')?.load();
    await vi.runAllTimersAsync();
    expect(loaders.isRunning('ga')).toBe(true);
    loaders.tools.ga?.deactivate(granted);
    expect(win['ga-disable-G-TEST1']).toBe(true);
    expect(loaders.isRunning('ga')).toBe(false);
    loaders.tools.ga?.activate(granted);
    expect(win['ga-disable-G-TEST1']).toBe(false);
    expect(doc.scripts).toHaveLength(1);
  });

  it('reports a failed load with code-999 text and retries on the next activation', async () => {
    const { doc, loaders, reports } = setup();
    loaders.tools.clarity?.activate(granted);
    doc.scripts[0]?.fail();
    await vi.runAllTimersAsync();
    expect(reports).toEqual([
      [
        'Failed to load script: clarity',
        { message: 'Failed to load script: clarity', src: 'https://www.clarity.ms/tag/cl-1' },
      ],
    ]);
    loaders.tools.clarity?.activate(granted);
    expect(doc.scripts).toHaveLength(2);
  });

  it('reports a timeout after 15 s', async () => {
    const { loaders, reports } = setup();
    loaders.tools.smartlook?.activate(granted);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports[0]?.[0]).toBe('smartlook load timeout');
  });

  it('abandons Adform after 3 s', async () => {
    const { loaders, reports } = setup();
    loaders.tools.adform?.activate(granted);
    await vi.advanceTimersByTimeAsync(ADFORM_ABANDON_MS);
    expect(reports.map(([message]) => message)).toEqual(['Adform script loading failed']);
  });

  it('tracks Adform once loaded, and reports a missing or failing tracker', async () => {
    const loaded = setup();
    loaded.loaders.tools.adform?.activate(granted);
    const track = vi.fn();
    loaded.win.adf = { track };
    loaded.script('adform')?.load();
    await vi.runAllTimersAsync();
    expect(track).toHaveBeenCalledWith(456, '/rocnek2');

    const missing = setup();
    missing.loaders.tools.adform?.activate(granted);
    missing.script('adform')?.load();
    await vi.runAllTimersAsync();
    expect(missing.reports.map(([message]) => message)).toEqual(['Adform tracking failed']);

    const failing = setup();
    failing.loaders.tools.adform?.activate(granted);
    failing.win.adf = {
      track: () => {
        throw new Error('boom');
      },
    };
    failing.script('adform')?.load();
    await vi.runAllTimersAsync();
    expect(failing.reports).toEqual([['Adform tracking error', { message: 'boom' }]]);
  });

  it('sends the Sklik retargeting hit with the consent flag and updates the identity', async () => {
    const { loaders, script, win, reports } = setup();
    const retargetingHit = vi.fn();
    const updateIdentities = vi.fn();
    loaders.tools['seznam-retargeting']?.activate(granted);
    win.rc = { retargetingHit };
    win.sznIVA = { IS: { updateIdentities } };
    script('c.seznam.cz')?.load();
    await vi.runAllTimersAsync();
    expect(retargetingHit).toHaveBeenCalledWith({ rtgId: 88, consent: 1 });
    loaders.updateSeznamIdentity({
      email: 'jana@example.sk',
      country: 'sk',
      city: 'Bratislava',
      street: 'Mlynské nivy',
      streetNumber: '12',
      postalCode: '82109',
      phone: '+421900000000',
    });
    expect(updateIdentities).toHaveBeenCalledWith({
      eid: 'jana@example.sk',
      aid: { a1: 'sk', a2: 'Bratislava', a3: 'Mlynské nivy', a4: '12', a5: '82109' },
      tid: '+421900000000',
    });
    delete win.sznIVA;
    loaders.updateSeznamIdentity({ email: 'x@example.sk' });
    expect(reports.map(([message]) => message)).toEqual(['seznam identity update failed']);
  });

  it('reports a failed retargeting hit and skips identity updates while not running', async () => {
    const { loaders, script, reports, win } = setup();
    loaders.updateSeznamIdentity({ email: 'x@example.sk' });
    expect(reports).toEqual([]);
    loaders.tools['seznam-retargeting']?.activate(granted);
    win.rc = {};
    script('c.seznam.cz')?.load();
    await vi.runAllTimersAsync();
    expect(reports.map(([message]) => message)).toEqual(['seznam retargeting hit failed']);
  });

  it('registers a sale by order id with the account and campaign ids, and a Sklik conversion', async () => {
    const { loaders, script, win, reports } = setup();
    const sale = { setOrderID: vi.fn(), setCampaignID: vi.fn(), setTotalCost: vi.fn() };
    const pap = { setAccountId: vi.fn(), track: vi.fn(), createSale: vi.fn(() => sale), register: vi.fn() };
    const conversionHit = vi.fn();
    loaders.tools['post-affiliate']?.activate(granted);
    loaders.tools['seznam-konverze']?.activate(granted);
    win.PostAffTracker = pap;
    win.rc = { conversionHit };
    script('postaffiliatepro.com')?.load();
    for (const candidate of [script('c.seznam.cz')]) candidate?.load();
    await vi.runAllTimersAsync();
    expect(script('postaffiliatepro.com')?.src).toBe(
      'https://nordlys.postaffiliatepro.com/scripts/trackjs.js',
    );
    expect(pap.track).toHaveBeenCalledOnce();
    loaders.registerSale({ orderId: 'OBJ-1', totalCost: 39.9, value: 39.9 });
    expect(pap.setAccountId).toHaveBeenLastCalledWith('nordlys');
    expect(sale.setOrderID).toHaveBeenCalledWith('OBJ-1');
    expect(sale.setCampaignID).toHaveBeenCalledWith('c0ffee');
    expect(sale.setTotalCost).toHaveBeenCalledWith('39.90');
    expect(pap.register).toHaveBeenCalledOnce();
    expect(conversionHit).toHaveBeenCalledWith({ id: 77, value: 39.9, orderId: 'OBJ-1', consent: 1 });
    delete win.PostAffTracker;
    loaders.registerSale({ orderId: 'OBJ-2' });
    expect(reports.map(([message]) => message)).toEqual(['post affiliate sale tracking failed']);
  });

  it('sends an order made while consent is starting the tools once their scripts have loaded', async () => {
    const { loaders, doc, win, reports } = setup();
    const sale = { setOrderID: vi.fn(), setCampaignID: vi.fn(), setTotalCost: vi.fn() };
    const pap = { setAccountId: vi.fn(), track: vi.fn(), createSale: vi.fn(() => sale), register: vi.fn() };
    const conversionHit = vi.fn();
    const updateIdentities = vi.fn();
    for (const slug of ['post-affiliate', 'seznam-konverze', 'seznam-retargeting'] as const) {
      loaders.tools[slug]?.activate(granted);
    }
    const sent = Promise.all([
      loaders.updateSeznamIdentity({ email: 'jana@example.sk', country: 'sk' }),
      loaders.registerSale({ orderId: 'OBJ-3', totalCost: 20, value: 20 }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(conversionHit).not.toHaveBeenCalled();

    win.PostAffTracker = pap;
    win.rc = { conversionHit, retargetingHit: vi.fn() };
    win.sznIVA = { IS: { updateIdentities } };
    for (const candidate of doc.scripts) candidate.load();
    await sent;
    expect(sale.setOrderID).toHaveBeenCalledWith('OBJ-3');
    expect(pap.register).toHaveBeenCalledOnce();
    expect(conversionHit).toHaveBeenCalledWith({ id: 77, value: 20, orderId: 'OBJ-3', consent: 1 });
    expect(updateIdentities).toHaveBeenCalledWith(expect.objectContaining({ eid: 'jana@example.sk' }));
    expect(reports).toEqual([]);
  });

  it('sends no order without consent, nor after a failed load, which the load reports', async () => {
    const { loaders, script, win } = setup();
    const register = vi.fn();
    win.PostAffTracker = { setAccountId: vi.fn(), createSale: vi.fn(), register };
    await loaders.registerSale({ orderId: 'OBJ-4' });
    expect(register).not.toHaveBeenCalled();

    const failed = setup();
    failed.loaders.tools['post-affiliate']?.activate(granted);
    const sent = failed.loaders.registerSale({ orderId: 'OBJ-5' });
    failed.script('postaffiliatepro.com')?.fail();
    await sent;
    expect(failed.reports.map(([message]) => message)).toEqual(['post affiliate script loading failed']);
    expect(script('postaffiliatepro.com')).toBeUndefined();
  });

  it('reports a Post Affiliate Pro load failure', async () => {
    const { loaders, script, reports } = setup();
    loaders.tools['post-affiliate']?.activate(granted);
    script('postaffiliatepro.com')?.fail();
    await vi.runAllTimersAsync();
    expect(reports.map(([message]) => message)).toEqual(['post affiliate script loading failed']);
  });

  it('initialises the session recorder in the EU region and the heat map without consent', () => {
    const { loaders, win } = setup();
    loaders.tools.smartlook?.activate(granted);
    loaders.tools.clarity?.activate(granted);
    expect((win.smartlook as unknown as { api: unknown[][] }).api).toEqual([
      ['init', 'sl-key', { region: 'eu' }],
    ]);
    expect((win.clarity as unknown as { q: unknown[][] }).q).toEqual([['consent', false]]);
  });

  it('tells the heat map the consent flag on every reload', async () => {
    const { loaders, script, win } = setup();
    loaders.tools.clarity?.activate(granted);
    script('clarity')?.load();
    await vi.runAllTimersAsync();
    const calls = (win.clarity as unknown as { q: unknown[][] }).q;
    expect(calls.at(-1)).toEqual(['consent', true]);
    loaders.tools.clarity?.always?.({ ...granted, signals: { ...granted.signals, heatmap: false } });
    expect(calls.at(-1)).toEqual(['consent', false]);
  });

  it('queues the pixel, the chat and UET until their scripts arrive', () => {
    const { loaders, win } = setup();
    loaders.tools['facebook-pixel']?.activate(granted);
    loaders.tools.smartsupp?.activate(granted);
    loaders.tools.microsoft?.activate(granted);
    expect((win.fbq as unknown as { queue: unknown[][] }).queue).toEqual([
      ['consent', 'grant'],
      ['init', '123'],
      ['track', 'PageView'],
    ]);
    expect(win._smartsupp).toEqual({ key: 'chat-key' });
    expect(win.uetq).toEqual(['consent', 'default', { ad_storage: 'denied' }]);
  });

  it('points each tool at its own script', () => {
    const { doc, loaders } = setup();
    for (const hooks of Object.values(loaders.tools)) hooks.activate(granted);
    expect(doc.scripts.map((candidate) => candidate.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
      'https://www.googletagmanager.com/gtag/js?id=AW-1',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://s2.adform.net/banners/scripts/st/trackpoint-async.js',
      'https://c.seznam.cz/js/rc.js',
      'https://c.seznam.cz/js/rc.js',
      'https://remarketing.naturamed.cz/tag.js?id=nm-1',
      'https://bat.bing.com/bat.js',
      'https://ehub.cz/system/scripts/click.js.php?campaignId=camp-1',
      'https://web-sdk.smartlook.com/recorder.js',
      'https://www.smartsuppchat.com/loader.js',
      'https://creativecdn.com/tags?type=script&id=pr_rtb1_home',
      'https://nordlys.postaffiliatepro.com/scripts/trackjs.js',
      'https://www.clarity.ms/tag/cl-1',
    ]);
  });
});

describe('scripts', () => {
  it('lists each configured tool with the category consent is given under', () => {
    const { loaders } = setup({ ga4: 'G-1', adform: '2', clarity: 'cl-1' });
    expect(loaders.scripts).toEqual([
      { slug: 'ga', category: 'statistical' },
      { slug: 'adform', category: 'marketing' },
      { slug: 'clarity', category: 'statistical' },
    ]);
  });
});

describe("run by consent's tool reload", () => {
  it('activates consented tools, deactivates withdrawn ones and runs always hooks each time', async () => {
    const { doc, loaders, script, win } = setup({ ga4: 'G-TEST1', clarity: 'cl-1' });
    const reloader = consentReload(loaders, 'n1');
    reloader.apply({});
    expect(doc.scripts).toHaveLength(0);
    reloader.apply({ ga: true, clarity: true });
    expect([...reloader.loaded()]).toEqual(['ga', 'clarity']);
    expect(script('gtag')?.nonce).toBe('n1');
    script('gtag')?.load();
    script('clarity')?.load();
    await vi.runAllTimersAsync();
    reloader.apply({ ga: false, clarity: true });
    expect([...reloader.loaded()]).toEqual(['clarity']);
    expect(win['ga-disable-G-TEST1']).toBe(true);
    expect(doc.scripts).toHaveLength(2);
  });

  it('keeps the marketing tools off under Global Privacy Control', () => {
    const { doc, loaders } = setup({ ga4: 'G-TEST1', adform: '456' });
    const reloader = consentReload(loaders);
    reloader.apply({ ga: true, adform: true }, true);
    expect([...reloader.loaded()]).toEqual(['ga']);
    expect(doc.scripts.map((script) => script.src)).toEqual([expect.stringContaining('G-TEST1')]);
  });
});
