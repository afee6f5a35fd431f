import { CONSENT_CHANGE_EVENT, CONSENT_DELETE_EVENT } from '@shop/consent';
import * as loadersEntry from '@shop/tracking/loaders';
import { afterEach, describe, expect, it } from 'vitest';
import { skWebsite } from '../test/websites';
import { bindConsentTools } from './consentTools';
import type * as toolRuntime from './toolRuntime';

const urls: string[] = [];
const reports: string[] = [];

afterEach(() => {
  for (const url of urls.splice(0)) URL.revokeObjectURL(url);
  for (const script of document.querySelectorAll('script[data-tool]')) script.remove();
  reports.length = 0;
  window.localStorage.removeItem('cookieConsent');
  delete (window as { standInLoads?: number }).standInLoads;
});

/** The real loaders and tool reload, each script served by the test page as a stand-in. */
function standInLoaders(): () => Promise<typeof toolRuntime> {
  const src = URL.createObjectURL(
    new Blob(['window.standInLoads = (window.standInLoads || 0) + 1;'], { type: 'text/javascript' }),
  );
  urls.push(src);
  return async () => ({
    ...(await import('./toolRuntime')),
    siteToolLoaders: (...args: Parameters<typeof toolRuntime.siteToolLoaders>) =>
      loadersEntry.createToolLoaders({
        ids: args[0].tracking,
        env: {
          window: window as unknown as Record<string, unknown>,
          document,
          timers: window,
          location: () => window.location,
          report: (errMessage) => args[2].webError(errMessage),
        },
        loaders: loadersEntry.ALL_LOADERS.map((loader) => ({
          ...loader,
          configure: (ids) => {
            const spec = loader.configure(ids);
            return spec ? { ...spec, src } : undefined;
          },
        })),
      }),
  });
}

const website = {
  ...skWebsite,
  tracking: { affiliate: false, ga4: 'G-TEST', sessionRecorder: 'sl-test', adform: '1' },
};
const tracker = { webError: (errMessage: string) => reports.push(errMessage) };
/** After every microtask queued so far, so a reload that was started has inserted its scripts. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const standInLoads = () => (window as { standInLoads?: number }).standInLoads ?? 0;
const toolScripts = () =>
  [...document.querySelectorAll('script[data-tool]')].map((script) => script.getAttribute('data-tool'));

function change(setting: Record<string, boolean>) {
  window.dispatchEvent(
    new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { setting, source: 'accept-selected' } }),
  );
}

describe('bindConsentTools', () => {
  it('loads nothing, not even the loaders, without consent', async () => {
    let imported = 0;
    const load = standInLoaders();
    const stop = bindConsentTools({
      website,
      win: window,
      tracker,
      loadRuntime: () => {
        imported++;
        return load();
      },
    });
    change({ ga: false });
    await nextTask();
    expect(imported).toBe(0);
    expect(toolScripts()).toEqual([]);
    stop();
  });

  it('loads the tools the stored consent allows, then follows consent changes', async () => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ setting: { ga: true, smartlook: false }, savedAt: 1, ids: [] }),
    );
    const stop = bindConsentTools({ website, win: window, tracker, loadRuntime: standInLoaders() });
    await expect.poll(toolScripts).toEqual(['ga']);
    await expect.poll(standInLoads).toBe(1);

    change({ ga: true, smartlook: true });
    await expect.poll(toolScripts).toEqual(['ga', 'smartlook']);
    await expect.poll(standInLoads).toBe(2);

    window.dispatchEvent(new CustomEvent(CONSENT_DELETE_EVENT, { detail: { source: 'deny' } }));
    await expect.poll(() => (window as { 'ga-disable-G-TEST'?: boolean })['ga-disable-G-TEST']).toBe(true);
    stop();
    change({ adform: true });
    await nextTask();
    expect(toolScripts()).toEqual(['ga', 'smartlook']);
    expect(reports).toEqual([]);
  });

  it('hands over the tools and the consent they run under after each reload', async () => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ setting: { ga: true }, savedAt: 1, ids: [] }),
    );
    const applied: Array<{ tools: string[]; setting: Record<string, boolean> }> = [];
    const stop = bindConsentTools({
      website,
      win: window,
      tracker,
      loadRuntime: standInLoaders(),
      onApplied: (loaders, setting) => applied.push({ tools: Object.keys(loaders.tools), setting }),
    });
    const tools = ['ga', 'adform', 'smartlook'];
    const running = (...slugs: string[]) =>
      Object.fromEntries(tools.map((slug) => [slug, slugs.includes(slug)]));
    await expect.poll(() => applied).toEqual([{ tools, setting: running('ga') }]);
    change({ ga: true, adform: true });
    await expect.poll(() => applied.at(-1)).toEqual({ tools, setting: running('ga', 'adform') });
    stop();
  });

  it('keeps marketing tools off under Global Privacy Control', async () => {
    Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const applied: Array<Record<string, boolean>> = [];
    const stop = bindConsentTools({
      website,
      win: window,
      tracker,
      loadRuntime: standInLoaders(),
      onApplied: (_loaders, setting) => applied.push(setting),
    });
    delete (window.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    change({ ga: true, adform: true });
    await expect.poll(() => applied.at(-1)).toEqual({ ga: true, adform: false, smartlook: false });
    expect(toolScripts()).toEqual(['ga']);
    stop();
  });

  it('reports a consent hook that throws and still reloads the other tools', async () => {
    const load = standInLoaders();
    const stop = bindConsentTools({
      website,
      win: window,
      tracker,
      loadRuntime: async () => {
        const runtime = await load();
        return {
          ...runtime,
          siteToolLoaders: (...args: Parameters<typeof toolRuntime.siteToolLoaders>) => {
            const loaders = runtime.siteToolLoaders(...args);
            const broken = {
              activate: () => {
                throw new Error('broken tool');
              },
              deactivate: () => {},
            };
            return { ...loaders, tools: { ...loaders.tools, adform: broken } };
          },
        };
      },
    });
    change({ ga: true, adform: true });
    await expect.poll(toolScripts).toEqual(['ga']);
    expect(reports).toEqual(['adform consent hook failed']);
    stop();
  });
});
