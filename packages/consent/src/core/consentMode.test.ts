import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  consentDefaultsInlineScript,
  consentModeState,
  writeConsentDefaults,
  writeConsentUpdate,
} from '../index';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

describe('Google Consent Mode v2', () => {
  it('pushes the defaults as an arguments object, not an array', () => {
    const dataLayer: unknown[] = [];
    writeConsentDefaults(dataLayer);
    expect(dataLayer).toHaveLength(1);
    const entry = dataLayer[0] as IArguments;
    expect(isArguments(entry)).toBe(true);
    expect(Array.isArray(entry)).toBe(false);
    expect([...entry]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
  });

  it.each([
    [{ statistical: false, marketing: false }, 'denied', 'denied'],
    [{ statistical: true, marketing: false }, 'granted', 'denied'],
    [{ statistical: false, marketing: true }, 'denied', 'granted'],
    [{ statistical: true, marketing: true }, 'granted', 'granted'],
  ])('update for %o: analytics %s, ads %s', (categories, analytics, ads) => {
    const dataLayer: unknown[] = [];
    writeConsentUpdate(dataLayer, { ...categories, heatmap: false, sklik: 0 });
    const entry = dataLayer[0] as IArguments;
    expect(isArguments(entry)).toBe(true);
    expect([...entry]).toEqual([
      'consent',
      'update',
      { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics },
    ]);
  });

  it('the inline head script pushes the same defaults', () => {
    // In a page `window` is the global object, so the snippet's bare `dataLayer` is `window.dataLayer`.
    const window = createContext({}) as { window?: unknown; dataLayer?: unknown[] };
    window.window = window;
    runInContext(consentDefaultsInlineScript(), window);
    const pushed: unknown[] = [];
    writeConsentDefaults(pushed);
    const [entry, ...rest] = window.dataLayer ?? [];
    expect(rest).toEqual([]);
    expect(isArguments(entry)).toBe(true);
    expect([...(entry as IArguments)]).toEqual([...(pushed[0] as IArguments)]);
  });

  it('maps signals to the four consent types', () => {
    expect(consentModeState({ statistical: true, marketing: false, heatmap: true, sklik: 0 })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });
});
