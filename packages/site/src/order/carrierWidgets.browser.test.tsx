import type { PickupPoint, ScriptLoader } from '@shop/order-form';
import type { Timers } from '@shop/tracking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carrierWidgetsOf, createWidgetScriptLoader } from './carrierWidgets';
import { PACKETA_LIBRARY_URL } from './core/packetaWidget';
import { createPplWidget, PPL_SELECT_EVENT, PPL_WIDGET_LOADER_URL, PPL_WIDGET_TAG } from './core/pplWidget';

const tracking = { affiliate: false, parcelService: 'packeta-key', pplWidget: 'ppl-key' };

afterEach(() => {
  delete (window as { Packeta?: unknown }).Packeta;
  for (const element of document.querySelectorAll(`${PPL_WIDGET_TAG}, script[data-tool], meta[property]`)) {
    element.remove();
  }
});

/** Timers whose only timeout runs when the test says so. */
function manualTimers() {
  let pending: (() => void) | null = null;
  const timers: Timers = {
    setTimeout: (callback) => {
      pending = callback;
      return 1;
    },
    clearTimeout: () => {
      pending = null;
    },
  };
  return {
    timers,
    /** Runs the timeout once the code under test has set it. */
    expire: async () => {
      await vi.waitFor(() => expect(pending).not.toBeNull());
      pending?.();
    },
  };
}

describe('carrier widgets of a site config', () => {
  it('enables a carrier only with its key', () => {
    expect(Object.keys(carrierWidgetsOf(tracking))).toEqual(['packeta', 'ppl']);
    expect(carrierWidgetsOf({ affiliate: false, parcelService: 'k' }).ppl).toBeUndefined();
    expect(carrierWidgetsOf({ affiliate: false })).toEqual({});
    expect(carrierWidgetsOf(tracking).ppl?.key).toBe('ppl-key');
  });

  it('opens the Packeta map with the key, country and language, and passes the chosen point on', async () => {
    const pick = vi.fn();
    const loadScript = vi.fn<ScriptLoader>(async () => {
      (window as { Packeta?: unknown }).Packeta = { Widget: { pick } };
    });
    const setup = carrierWidgetsOf(tracking).packeta;
    const widget = setup?.create(loadScript);
    await widget?.load('packeta-key');
    expect(loadScript).toHaveBeenCalledWith(PACKETA_LIBRARY_URL);
    const chosen = vi.fn<(point: PickupPoint) => void>();
    widget?.onSelect(chosen);
    widget?.open({ country: 'sk', language: 'sk', near: '821 09' });
    expect(pick).toHaveBeenCalledWith('packeta-key', expect.any(Function), { country: 'sk', language: 'sk' });

    const callback = pick.mock.calls[0]?.[1] as (point: unknown) => void;
    callback(null);
    expect(chosen).not.toHaveBeenCalled();
    callback({
      id: 4021,
      name: 'Bratislava, Obchodná 12 (Trafika Obchodná)',
      place: 'Trafika Obchodná',
      street: 'Obchodná 12',
      city: 'Bratislava',
      zip: '81106',
    });
    expect(chosen).toHaveBeenCalledWith({
      id: '4021',
      name: 'Trafika Obchodná',
      street: 'Obchodná 12',
      city: 'Bratislava',
      zip: '811 06',
      openingHours: [],
    });
  });

  it('fails the Packeta load when the library defines no widget', async () => {
    const widget = carrierWidgetsOf(tracking).packeta?.create(async () => {});
    await expect(widget?.load('packeta-key')).rejects.toThrow(/Packeta/);
  });
});

describe('the PPL widget', () => {
  // Runs before the element is defined below: a loader that never defines it times out (SPEC §9).
  it('fails when the loader has not defined the widget within the script timeout', async () => {
    const { timers, expire } = manualTimers();
    const widget = createPplWidget(window, async () => {}, timers);
    const loading = widget.load('ppl-key');
    await expire();
    await expect(loading).rejects.toThrow('PPL widget load timeout');
    expect(document.querySelector(PPL_WIDGET_TAG)).toBeNull();
  });

  it('opens one modal widget in the shopper’s language and passes the chosen access point on', async () => {
    const opened = vi.fn();
    const loadScript = vi.fn<ScriptLoader>(async () => {
      if (customElements.get(PPL_WIDGET_TAG)) return;
      customElements.define(
        PPL_WIDGET_TAG,
        class extends HTMLElement {
          open() {
            opened(this.getAttribute('api-key'), JSON.parse(this.getAttribute('config') ?? '{}'));
            this.dispatchEvent(
              new CustomEvent(PPL_SELECT_EVENT, {
                bubbles: true,
                detail: {
                  code: 'KM12345678',
                  name: 'ParcelBox Albert Flora',
                  accessPointType: 'PARCEL_BOX',
                  address: { street: 'Vinohradská 151', city: 'Praha 3', zipCode: '13000' },
                },
              }),
            );
          }
        },
      );
    });
    const widget = carrierWidgetsOf(tracking).ppl?.create(loadScript);
    await widget?.load('ppl-key');
    expect(loadScript).toHaveBeenCalledWith(PPL_WIDGET_LOADER_URL);
    const chosen = vi.fn<(point: PickupPoint) => void>();
    widget?.onSelect(chosen);
    widget?.open({ country: 'cz', language: 'cs' });
    expect(opened).toHaveBeenCalledWith('ppl-key', { viewMode: 'modal', language: 'cs', country: 'CZ' });
    expect(chosen).toHaveBeenCalledWith({
      id: 'KM12345678',
      name: 'ParcelBox Albert Flora',
      street: 'Vinohradská 151',
      city: 'Praha 3',
      zip: '130 00',
      openingHours: [],
      type: 'parcel-box',
    });
    expect(document.querySelectorAll(PPL_WIDGET_TAG)).toHaveLength(1);
  });
});

describe('the widget script loader', () => {
  it('inserts each script once, with the page’s CSP nonce', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('content', 'n0nce');
    document.head.append(meta);
    const loadScript = createWidgetScriptLoader();
    const src = 'data:text/javascript,window.__widgetRuns=(window.__widgetRuns||0)+1';
    await Promise.all([loadScript(src), loadScript(src)]);
    await loadScript(src);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-tool]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.nonce).toBe('n0nce');
    expect((window as { __widgetRuns?: number }).__widgetRuns).toBe(1);
  });

  it('rejects with SPEC’s message when the script fails, and tries again next time', async () => {
    const loadScript = createWidgetScriptLoader();
    // Nothing listens on the discard port, so the load fails at once and never leaves the machine.
    const src = 'http://127.0.0.1:9/widget.js';
    await expect(loadScript(src)).rejects.toThrow('Failed to load script: 127.0.0.1');
    await expect(loadScript(src)).rejects.toThrow('Failed to load script: 127.0.0.1');
    expect(document.querySelectorAll('script[data-tool]')).toHaveLength(2);
  });
});
