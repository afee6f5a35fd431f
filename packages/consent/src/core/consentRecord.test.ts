import { describe, expect, it } from 'vitest';
import { consentRecordSchema, readConsentRecord } from '../index';
import { memoryStorage } from '../test/fakes';
import { isConsentRecord } from './consentRecord';

describe('readConsentRecord', () => {
  it('reads the record stored under cookieConsent', () => {
    const record = { setting: { ga: true }, savedAt: 5, ids: ['a', 'b', 'c'] };
    expect(readConsentRecord(memoryStorage({ cookieConsent: JSON.stringify(record) }))).toEqual(record);
  });

  it.each([
    ['nothing stored', {}],
    ['broken JSON', { cookieConsent: '{' }],
    ['a wrong shape', { cookieConsent: JSON.stringify({ setting: { ga: 'yes' }, savedAt: 1, ids: [] }) }],
  ])('returns null for %s', (_, items) => {
    expect(readConsentRecord(memoryStorage(items))).toBeNull();
  });

  it('returns null when the storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readConsentRecord(storage)).toBeNull();
  });
});

describe('isConsentRecord', () => {
  it.each([
    { setting: {}, savedAt: 1, ids: [] },
    { setting: { ga: true, clarity: false }, savedAt: 1.5, ids: ['a', 'b', 'c'], offered: ['ga'] },
    { setting: { ga: 'yes' }, savedAt: 1, ids: [] },
    { setting: [], savedAt: 1, ids: [] },
    { setting: {}, savedAt: '1', ids: [] },
    { setting: {}, savedAt: Number.POSITIVE_INFINITY, ids: [] },
    { setting: {}, savedAt: Number.NaN, ids: [] },
    { setting: {}, savedAt: 1, ids: [1] },
    { setting: {}, savedAt: 1 },
    { setting: {}, savedAt: 1, ids: [], offered: 'ga' },
    {
      setting: {},
      savedAt: 1,
      ids: [],
      pending: { source: 'accept-all', categories: ['marketing'], scripts: [] },
    },
    { setting: {}, savedAt: 1, ids: [], pending: { source: 'stored', categories: [], scripts: [] } },
    { setting: {}, savedAt: 1, ids: [], pending: null },
    { setting: null, savedAt: 1, ids: [] },
    null,
    [],
    'record',
  ])('agrees with consentRecordSchema on %o', (value) => {
    expect(isConsentRecord(value)).toBe(consentRecordSchema.safeParse(value).success);
  });
});
