import { describe, expect, it } from 'vitest';
import { readTrackingSessionId } from './browserIds';
import { readConsentProofId } from './consentProofId';

const storageWith = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
});

describe('ids the order carries from the browser', () => {
  it('reads the tracking session id from its session record', () => {
    const record = JSON.stringify({ sessionId: '1700000000000abcdefgh', refreshedAt: 1, generatedAt: 1 });
    expect(readTrackingSessionId(storageWith({ sessionId: record }))).toBe('1700000000000abcdefgh');
  });

  it.each([
    ['no record', {}],
    ['a record that is not JSON', { sessionId: 'abc{' }],
    ['a record without an id', { sessionId: '{"refreshedAt":1}' }],
  ])('has no session id with %s', (_name, entries) => {
    expect(readTrackingSessionId(storageWith(entries))).toBeNull();
  });

  it('reads the consent proof id stored beside the consent record', () => {
    expect(readConsentProofId(storageWith({ cookieConsentProofId: ' proof-1 ' }))).toBe('proof-1');
    expect(readConsentProofId(storageWith({}))).toBeNull();
  });

  it('reads nothing from a storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readTrackingSessionId(refusing)).toBeNull();
    expect(readConsentProofId(refusing)).toBeNull();
  });
});
