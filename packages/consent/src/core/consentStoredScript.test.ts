import { describe, expect, it } from 'vitest';
import { CONSENT_STORED_ATTRIBUTE, consentStoredInlineScript } from '../index';

function run(stored: string | null, storageKey?: string) {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => (key === (storageKey ?? 'cookieConsent') ? stored : null),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  new Function('localStorage', 'document', consentStoredInlineScript(storageKey))(localStorage, document);
  return attributes.get(CONSENT_STORED_ATTRIBUTE);
}

describe('consentStoredInlineScript', () => {
  it.each<[string, string | null, string | undefined]>([
    ['a stored record', JSON.stringify({ setting: {}, savedAt: 1, ids: [] }), 'stored'],
    ['nothing stored', null, undefined],
    ['a record without a setting', JSON.stringify({ savedAt: 1 }), undefined],
    ['text that is not JSON', '{', undefined],
  ])('%s -> %s', (_, stored, expected) => {
    expect(run(stored)).toBe(expected);
  });

  it('reads the given storage key', () => {
    expect(run(JSON.stringify({ setting: { ga: true } }), 'brandConsent')).toBe('stored');
  });

  it('does not throw when storage is unavailable', () => {
    const script = consentStoredInlineScript();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => new Function('localStorage', 'document', script)(throwing, {})).not.toThrow();
  });
});
