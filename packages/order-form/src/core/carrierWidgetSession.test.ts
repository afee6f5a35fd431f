import { describe, expect, it, vi } from 'vitest';
import type { CarrierWidget, ScriptLoader } from '../index';
import { createCarrierWidgetSession } from './carrierWidgetSession';

const point = {
  id: 'CZ-PPL-1001',
  name: 'Papírnictví U Muzea',
  street: 'Vinohradská 12',
  city: 'Praha 2',
  zip: '120 00',
  openingHours: ['Po–Pá 8:00–18:00'],
  type: 'parcel-shop' as const,
};

/** A widget adapter over the page's loader, as a real carrier adapter is written. */
function fakeWidget(loadScript: ScriptLoader) {
  const listeners = new Set<(picked: typeof point) => void>();
  const open = vi.fn();
  const widget: CarrierWidget = {
    load: (key) => loadScript(`https://widget.carrier.test/map.js?key=${encodeURIComponent(key)}`),
    open,
    onSelect(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    widget,
    open,
    pick: () => {
      for (const listener of listeners) listener(point);
    },
    listeners,
  };
}

const options = { country: 'cz', language: 'cs', near: '120 00' } as const;

describe('carrier widget session', () => {
  it('loads the script once with the key, opens the widget and passes the chosen point on', async () => {
    const loadScript = vi.fn<ScriptLoader>(async () => {});
    let made: ReturnType<typeof fakeWidget> | null = null;
    const onSelect = vi.fn();
    const session = createCarrierWidgetSession(
      {
        key: 'k 1',
        create: (loader) => {
          made = fakeWidget(loader);
          return made.widget;
        },
      },
      loadScript,
      onSelect,
    );
    expect(loadScript).not.toHaveBeenCalled();

    await expect(session.open(options)).resolves.toEqual({ ok: true });
    await expect(session.open(options)).resolves.toEqual({ ok: true });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://widget.carrier.test/map.js?key=k%201');
    const widget = made as unknown as ReturnType<typeof fakeWidget>;
    expect(widget.open).toHaveBeenCalledTimes(2);
    expect(widget.open).toHaveBeenCalledWith(options);

    widget.pick();
    expect(onSelect).toHaveBeenCalledWith(point);
    session.dispose();
    expect(widget.listeners.size).toBe(0);
  });

  it('answers a failed load instead of throwing and does not retry it', async () => {
    const loadScript = vi.fn<ScriptLoader>(async () => {
      throw new Error('Failed to load script: carrier map');
    });
    const session = createCarrierWidgetSession(
      { key: 'k', create: (loader) => fakeWidget(loader).widget },
      loadScript,
      () => {},
    );
    await expect(session.open(options)).resolves.toEqual({ ok: false });
    await expect(session.open(options)).resolves.toEqual({ ok: false });
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('answers a widget that throws while opening as a failure', async () => {
    const session = createCarrierWidgetSession(
      {
        key: 'k',
        create: (loader) => ({
          ...fakeWidget(loader).widget,
          open: () => {
            throw new Error('map container missing');
          },
        }),
      },
      async () => {},
      () => {},
    );
    await expect(session.open(options)).resolves.toEqual({ ok: false });
  });
});
