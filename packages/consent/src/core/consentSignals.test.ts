import { describe, expect, it } from 'vitest';
import { consentSignals } from '../index';
import { sampleProviders } from '../test/fakes';

describe('consentSignals', () => {
  it.each([
    ['nothing consented', {}, false, { statistical: false, marketing: false, heatmap: false, sklik: 0 }],
    [
      'one statistical script',
      { ga: true },
      false,
      { statistical: true, marketing: false, heatmap: false, sklik: 0 },
    ],
    [
      'the heat-map service',
      { clarity: true },
      false,
      { statistical: true, marketing: false, heatmap: true, sklik: 0 },
    ],
    [
      'one marketing script',
      { 'facebook-pixel': true },
      false,
      { statistical: false, marketing: true, heatmap: false, sklik: 1 },
    ],
    [
      'marketing under GPC',
      { 'facebook-pixel': true },
      true,
      { statistical: false, marketing: false, heatmap: false, sklik: 0 },
    ],
  ] as const)('%s', (_, setting, gpc, expected) => {
    expect(consentSignals(sampleProviders(), setting, gpc)).toEqual(expected);
  });

  it('reports the heat-map script the store names, `clarity` by default', () => {
    const providers = sampleProviders();
    expect(consentSignals(providers, { ga: true }, false, 'ga').heatmap).toBe(true);
    expect(consentSignals(providers, { clarity: true }, false, 'ga').heatmap).toBe(false);
  });
});
