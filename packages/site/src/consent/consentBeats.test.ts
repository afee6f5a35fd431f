import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { CONSENT_BEATS_KEY, type ConsentBeat, queueConsentBeat, takeConsentBeats } from './consentBeats';

const accepted: ConsentBeat = { action: 'CONSENT', data: { setting: { ga: true }, source: 'accept-all' } };
const deleted: ConsentBeat = { action: 'DELETE', data: { source: 'deny' } };

describe('consent beats waiting for the tracker', () => {
  it('hands them over once, oldest first', () => {
    const storage = memoryStorage();
    queueConsentBeat(storage, accepted);
    queueConsentBeat(storage, deleted);
    expect(takeConsentBeats(storage)).toEqual([accepted, deleted]);
    expect(takeConsentBeats(storage)).toEqual([]);
    expect(storage.getItem(CONSENT_BEATS_KEY) !== null).toBe(false);
  });

  it('keeps the latest twenty for a visitor whose tracker never runs', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 25; index += 1) {
      queueConsentBeat(storage, { action: 'CONSENT', data: { setting: {}, source: `s${index}` } });
    }
    const sources = takeConsentBeats(storage).map((beat) => beat.data.source);
    expect(sources).toHaveLength(20);
    expect(sources[0]).toBe('s5');
  });

  it.each([
    ['not JSON', '[{'],
    ['not a list', '{"action":"DELETE"}'],
    [
      'unknown entries',
      '[{"action":"PAGE","data":{"source":"x"}},{"action":"CONSENT","data":{"source":"x"}}]',
    ],
  ])('reads %s as nothing waiting', (_, stored) => {
    expect(takeConsentBeats(memoryStorage({ [CONSENT_BEATS_KEY]: stored }))).toEqual([]);
  });

  it('does not break the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => queueConsentBeat(refusing, accepted)).not.toThrow();
    expect(takeConsentBeats(refusing)).toEqual([]);
  });
});
