import { describe, expect, it } from 'vitest';
import { parseProviders } from '../index';
import { sampleProviders } from '../test/fakes';

describe('parseProviders', () => {
  it('accepts a valid array of providers as JSON text or as a value', () => {
    const providers = sampleProviders();
    expect(parseProviders(JSON.stringify(providers))).toEqual({ ok: true, providers });
    expect(parseProviders(providers)).toEqual({ ok: true, providers });
    expect(parseProviders('[]')).toEqual({ ok: true, providers: [] });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an object instead of an array', JSON.stringify({ companyName: 'x', personalUrl: '', scripts: [] })],
    ['an array of non-objects', JSON.stringify([1, 'a'])],
    ['null', 'null'],
    [
      'a script with an unknown category',
      JSON.stringify([
        { ...sampleProviders()[0], scripts: [{ ...sampleProviders()[0]!.scripts[0], category: 'ads' }] },
      ]),
    ],
    ['a provider without scripts', JSON.stringify([{ companyName: 'x', personalUrl: '' }])],
  ])('rejects %s', (_, input) => {
    expect(parseProviders(input).ok).toBe(false);
  });
});
