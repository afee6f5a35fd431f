import type { KeyValueStorage } from '@shop/contracts/browser';
import { SESSION_KEY, SESSION_LIFETIME_MS, SESSION_STATE_KEY } from './constants';
import { isRecord, readJson } from './storedJson';

export interface SessionRecord {
  sessionId: string;
  refreshedAt: number;
  generatedAt: number;
}

/** Events sent at most once per session. */
export type SentFlag = 'landing' | 'nmtId' | 'loaded' | 'device';

export interface SessionState {
  lastActivity: number;
  sent: Record<SentFlag, boolean>;
  /** Ids of A/B tests whose experiment event went out in this session. */
  experiments: number[];
  /** Sequence number of the last beat of this session, so the server can drop duplicates. */
  sequence: number;
}

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  now: () => number;
  random: () => number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The session id is a timestamp followed by 8 random letters. */
export function createSessionId(now: number, random: () => number): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1) {
    suffix += LETTERS[Math.min(LETTERS.length - 1, Math.floor(random() * LETTERS.length))];
  }
  return `${now}${suffix}`;
}

function readSession(storage: KeyValueStorage): SessionRecord | undefined {
  const value = readJson(storage, SESSION_KEY);
  if (!isRecord(value)) return undefined;
  const { sessionId, refreshedAt, generatedAt } = value;
  if (typeof sessionId !== 'string' || typeof refreshedAt !== 'number' || typeof generatedAt !== 'number') {
    return undefined;
  }
  return { sessionId, refreshedAt, generatedAt };
}

function freshState(now: number): SessionState {
  return {
    lastActivity: now,
    sent: { landing: false, nmtId: false, loaded: false, device: false },
    experiments: [],
    sequence: 0,
  };
}

function readState(storage: KeyValueStorage, now: number): SessionState {
  const value = readJson(storage, SESSION_STATE_KEY);
  if (!isRecord(value) || !isRecord(value.sent)) return freshState(now);
  const fresh = freshState(now);
  const sent = value.sent;
  return {
    lastActivity: typeof value.lastActivity === 'number' ? value.lastActivity : now,
    sent: {
      landing: sent.landing === true,
      nmtId: sent.nmtId === true,
      loaded: sent.loaded === true,
      device: sent.device === true,
    },
    experiments: Array.isArray(value.experiments)
      ? value.experiments.filter((id): id is number => typeof id === 'number')
      : fresh.experiments,
    sequence: typeof value.sequence === 'number' ? value.sequence : 0,
  };
}

export interface SessionStore {
  /** The live session, refreshed by this use; a new one when the last refresh is 30 minutes old. */
  current(): SessionRecord;
  /** Marks user activity (click, mousemove, keypress, scroll, touchstart). */
  touch(): void;
  state(): SessionState;
  markSent(flag: SentFlag): void;
  markExperimentSent(testId: number): void;
  /** Reserves the next per-session beat sequence number. */
  nextSequence(): number;
}

/**
 * The session lives in localStorage so every tab shares it. The second record
 * (`sessionState`) is rewritten whenever a new session starts, which resets its sent map.
 */
export function createSessionStore({ storage, now, random }: SessionStoreOptions): SessionStore {
  // Kept in memory as well, so a browser that refuses storage still gets one session per page.
  let memorySession: SessionRecord | undefined;
  let memoryState: SessionState | undefined;

  function writeState(state: SessionState): void {
    memoryState = state;
    storage.setItem(SESSION_STATE_KEY, JSON.stringify(state));
  }

  function current(): SessionRecord {
    const time = now();
    const stored = readSession(storage) ?? memorySession;
    const alive =
      stored !== undefined && time - stored.refreshedAt < SESSION_LIFETIME_MS && time >= stored.generatedAt;
    const session: SessionRecord = alive
      ? { ...stored, refreshedAt: time }
      : { sessionId: createSessionId(time, random), refreshedAt: time, generatedAt: time };
    memorySession = session;
    storage.setItem(SESSION_KEY, JSON.stringify(session));
    if (!alive) writeState(freshState(time));
    return session;
  }

  function state(): SessionState {
    current();
    const stored = storage.getItem(SESSION_STATE_KEY) === null ? undefined : readState(storage, now());
    return stored ?? memoryState ?? freshState(now());
  }

  function update(change: (state: SessionState) => SessionState): SessionState {
    const next = change(state());
    writeState(next);
    return next;
  }

  return {
    current,
    state,
    touch: () => {
      update((previous) => ({ ...previous, lastActivity: now() }));
    },
    markSent: (flag) => {
      update((previous) => ({ ...previous, sent: { ...previous.sent, [flag]: true } }));
    },
    markExperimentSent: (testId) => {
      update((previous) =>
        previous.experiments.includes(testId)
          ? previous
          : { ...previous, experiments: [...previous.experiments, testId] },
      );
    },
    nextSequence: () => update((previous) => ({ ...previous, sequence: previous.sequence + 1 })).sequence,
  };
}
