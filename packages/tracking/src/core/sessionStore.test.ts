import type { KeyValueStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { brokenStorage, memoryStorage, sequenceRandom } from '../test/fakes';
import { createSessionId, createSessionStore } from './sessionStore';

const MINUTE = 60_000;

function setup(storage: KeyValueStorage = memoryStorage()) {
  let time = 1_700_000_000_000;
  const store = createSessionStore({ storage, now: () => time, random: sequenceRandom([0, 0.5, 0.99]) });
  return {
    storage,
    store,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createSessionId', () => {
  it('is the timestamp followed by 8 random letters', () => {
    expect(createSessionId(1234, sequenceRandom([0, 0.5, 0.99]))).toBe('1234anzanzan');
    expect(createSessionId(1, Math.random)).toMatch(/^1[a-z]{8}$/);
  });
});

describe('createSessionStore', () => {
  it('stores the session record under sessionId', () => {
    const { store, storage } = setup();
    const session = store.current();
    expect(JSON.parse(storage.getItem('sessionId') ?? '')).toEqual({
      sessionId: '1700000000000anzanzan',
      refreshedAt: 1_700_000_000_000,
      generatedAt: 1_700_000_000_000,
    });
    expect(session.sessionId).toBe('1700000000000anzanzan');
  });

  it('reuses the session while each use is under 30 minutes after the last', () => {
    const { store, advance } = setup();
    const first = store.current();
    advance(29 * MINUTE);
    const second = store.current();
    advance(29 * MINUTE);
    const third = store.current();
    expect(third.sessionId).toBe(first.sessionId);
    expect(second.refreshedAt).toBe(first.refreshedAt + 29 * MINUTE);
    expect(third.generatedAt).toBe(first.generatedAt);
  });

  it('starts a new session after 30 minutes without a refresh and resets the sent map', () => {
    const { store, advance } = setup();
    const first = store.current();
    store.markSent('loaded');
    store.markExperimentSent(5);
    store.nextSequence();
    advance(30 * MINUTE);
    const next = store.current();
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(store.state()).toMatchObject({
      sent: { landing: false, nmtId: false, loaded: false, device: false },
      experiments: [],
      sequence: 0,
    });
  });

  it('keeps the second record under sessionState with lastActivity and the sent map', () => {
    const { store, storage, advance } = setup();
    store.current();
    advance(MINUTE);
    store.touch();
    store.markSent('landing');
    store.markExperimentSent(5);
    store.markExperimentSent(5);
    expect(JSON.parse(storage.getItem('sessionState') ?? '')).toEqual({
      lastActivity: 1_700_000_000_000 + MINUTE,
      sent: { landing: true, nmtId: false, loaded: false, device: false },
      experiments: [5],
      sequence: 0,
    });
  });

  it('counts beat sequence numbers per session', () => {
    const { store } = setup();
    expect([store.nextSequence(), store.nextSequence(), store.nextSequence()]).toEqual([1, 2, 3]);
  });

  it('replaces an unreadable record with a new session', () => {
    const { store } = setup(memoryStorage({ sessionId: '{broken', sessionState: '[]' }));
    expect(store.current().sessionId).toMatch(/^1700000000000[a-z]{8}$/);
    expect(store.state().sent.loaded).toBe(false);
  });

  it('keeps one session per page when storage refuses writes', () => {
    const { store, advance } = setup(brokenStorage());
    const first = store.current();
    store.markSent('loaded');
    advance(MINUTE);
    expect(store.current().sessionId).toBe(first.sessionId);
    expect(store.state().sent.loaded).toBe(true);
  });
});
