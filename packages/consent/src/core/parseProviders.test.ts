import { describe, expect, it } from 'vitest';
import { cookieProvidersSchema, parseProviders } from '../index';
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

describe('parseProviders against cookieProvidersSchema', () => {
  const provider = () => sampleProviders()[0]!;
  const script = () => provider().scripts[0]!;
  const withScript = (changes: Record<string, unknown>) => [
    { ...provider(), scripts: [{ ...script(), ...changes }] },
  ];
  const withCookie = (changes: Record<string, unknown>) => [
    { ...provider(), scripts: [{ ...script(), cookies: [{ ...script().cookies[0], ...changes }] }] },
  ];

  it.each<[string, unknown]>([
    ['the sample list', sampleProviders()],
    ['an empty list', []],
    ['extra fields everywhere', [{ ...provider(), extra: 1, scripts: [{ ...script(), extra: true }] }]],
    ['an empty slug', withScript({ slug: '' })],
    ['a missing slug', withScript({ slug: undefined })],
    ['a numeric name', withScript({ name: 5 })],
    ['active as text', withScript({ active: 'true' })],
    ['showingCookies missing', withScript({ showingCookies: undefined })],
    ['cookies as an object', withScript({ cookies: {} })],
    ['a cookie with an unknown category', withCookie({ category: 'ads' })],
    ['a cookie without expiration', withCookie({ expiration: undefined })],
    ['a provider without personalUrl', [{ ...provider(), personalUrl: null }]],
    ['a list holding null', [null]],
    ['an object', { 0: provider() }],
    ['a number', 7],
  ])('agrees on %s, and keeps the same fields', (_, value) => {
    const parsed = parseProviders(value);
    const expected = cookieProvidersSchema.safeParse(value);
    expect(parsed.ok).toBe(expected.success);
    if (parsed.ok && expected.success) expect(parsed.providers).toEqual(expected.data);
  });
});
