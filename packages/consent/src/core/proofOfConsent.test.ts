import { describe, expect, it } from 'vitest';
import { buildProofOfConsent, providersHash } from '../index';
import { provider, sampleProviders, script } from '../test/fakes';

describe('proof of consent', () => {
  it('hashes slugs and categories, stable across order and texts', () => {
    const providers = sampleProviders();
    const hash = providersHash(providers);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const reordered = [...providers].reverse().map((p) => ({ ...p, companyName: `${p.companyName} a.s.` }));
    expect(providersHash(reordered)).toBe(hash);
  });

  it('changes when a script is added or recategorised', () => {
    const providers = sampleProviders();
    const hash = providersHash(providers);
    expect(
      providersHash([...providers, provider('Seznam', [script('seznam-konverze', 'marketing')])]),
    ).not.toBe(hash);
    const recategorised = providers.map((p) => ({
      ...p,
      scripts: p.scripts.map((s) => (s.slug === 'clarity' ? { ...s, category: 'marketing' as const } : s)),
    }));
    expect(providersHash(recategorised)).not.toBe(hash);
    expect(providersHash([])).toBe('cbf29ce484222325');
  });

  it('builds the payload from a record', () => {
    const record = { setting: { ga: true }, savedAt: 42, ids: ['p', 'c', 'l'], offered: ['ga'] };
    expect(buildProofOfConsent(record, sampleProviders(), '2025-01')).toEqual({
      ids: ['p', 'c', 'l'],
      setting: { ga: true },
      savedAt: 42,
      providersHash: providersHash(sampleProviders()),
      textVersion: '2025-01',
    });
  });
});
