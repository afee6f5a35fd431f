import { afterEach, describe, expect, it } from 'vitest';
import { consentReload } from './test/consentReload';
import { createToolLoaders } from './toolLoaders';
import { adformLoader } from './tools/adform';
import { gaLoader } from './tools/ga';
import { seznamRetargetingLoader } from './tools/seznam';
import type { ToolGlobals, ToolLoader } from './types';

const urls: string[] = [];

afterEach(() => {
  for (const url of urls.splice(0)) URL.revokeObjectURL(url);
  for (const script of document.querySelectorAll('script[data-tool]')) script.remove();
});

/** A stand-in for a tool's script, served by the test page itself. */
function standIn(source: string): string {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  urls.push(url);
  return url;
}

/** The real loader, with its script address pointed at a stand-in. */
function servedFrom(loader: ToolLoader, src: string): ToolLoader {
  return {
    ...loader,
    configure: (ids) => {
      const spec = loader.configure(ids);
      return spec ? { ...spec, src } : undefined;
    },
  };
}

function setup(loaders: ToolLoader[]) {
  const win = window as unknown as ToolGlobals;
  const reports: string[] = [];
  const tools = createToolLoaders({
    ids: { ga4: 'G-BROWSER', adform: '321', retargeting: '654' },
    loaders,
    env: {
      window: win,
      document,
      timers: window,
      location: () => window.location,
      report: (message) => reports.push(message),
    },
  });
  return { win, reports, tools, reloader: consentReload(tools, 'test-nonce') };
}

describe('tool loaders in a browser', () => {
  it('loads a consented tool from its script and starts it', async () => {
    const src = standIn('window.standInGa = window.dataLayer.length;');
    const { win, reloader, tools } = setup([servedFrom(gaLoader, src)]);
    reloader.apply({ ga: true });
    await expect.poll(() => tools.isRunning('ga')).toBe(true);
    expect(win.standInGa).toBe(2);
    const script = document.querySelector<HTMLScriptElement>('script[data-tool="ga"]');
    expect(script?.nonce).toBe('test-nonce');
    expect(script?.async).toBe(true);
  });

  it('loads nothing without consent', async () => {
    const src = standIn('window.standInAdform = true;');
    const { win, reloader } = setup([servedFrom(adformLoader, src)]);
    reloader.apply({ adform: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('script[data-tool]')).toBeNull();
    expect(win.standInAdform).toBeUndefined();
  });

  it('tracks Adform through the stand-in once it loaded', async () => {
    const src = standIn(
      'window.adf = { track: function (point, page) { window.adformHits = [point, page]; } };',
    );
    const { win, reloader } = setup([servedFrom(adformLoader, src)]);
    reloader.apply({ adform: true });
    await expect.poll(() => win.adformHits).toEqual([321, window.location.pathname]);
  });

  it('reports a script that fails to load', async () => {
    const src = standIn('');
    URL.revokeObjectURL(src);
    const { reports, reloader, tools } = setup([servedFrom(seznamRetargetingLoader, src)]);
    reloader.apply({ 'seznam-retargeting': true });
    await expect.poll(() => reports).toEqual(['seznam script loading failed']);
    expect(tools.isRunning('seznam-retargeting')).toBe(false);
  });
});
