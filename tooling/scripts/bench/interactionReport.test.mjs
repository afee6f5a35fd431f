import { describe, expect, it } from 'vitest';
import {
  flowResult,
  INTERACTION_GOAL_MS,
  interactionChecks,
  interactionsOf,
  phaseBreakdown,
  renderInteractions,
  scriptsDuring,
  stepRows,
  worstInteraction,
} from './interactionReport.mjs';

const ORIGIN = 1_000_000;

const event = (name, interactionId, startTime, duration, processingStart, processingEnd, extra = {}) => ({
  kind: 'event',
  timeOrigin: ORIGIN,
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
  target: '',
  ...extra,
});

/** A key press (keydown and keyup share an interaction) and a tap on the continue button. */
const records = [
  event('keydown', 7, 100, 40, 110, 130),
  event('keyup', 7, 180, 24, 185, 190),
  { kind: 'target', type: 'keydown', timeOrigin: ORIGIN, timeStamp: 100, target: 'input[name=city] "Mesto"' },
  event('pointerdown', 9, 1000, 320, 1150, 1160, { target: '' }),
  event('pointerup', 9, 1010, 312, 1160, 1170),
  event('click', 9, 1010, 312, 1170, 1290),
  { kind: 'target', type: 'pointerdown', timeOrigin: ORIGIN, timeStamp: 1000, target: 'button "Pokračovať"' },
  event('pointerdown', 3, 50, 0, 50, 50, { kind: 'first-input' }),
  {
    kind: 'long-animation-frame',
    timeOrigin: ORIGIN,
    startTime: 1100,
    duration: 210,
    blockingDuration: 160,
    scripts: [
      {
        invoker: '#document.onclick',
        invokerType: 'event-listener',
        sourceURL: 'http://127.0.0.1:3100/assets/react-abc.js',
        sourceFunctionName: '_h',
        startTime: 1170,
        duration: 118,
        forcedStyleAndLayoutDuration: 40,
      },
      {
        invoker: 'TimerHandler:setTimeout',
        invokerType: 'user-callback',
        sourceURL: 'http://127.0.0.1:3100/assets/tracking.js',
        sourceFunctionName: '',
        startTime: 1110,
        duration: 36,
      },
    ],
  },
  { kind: 'long-animation-frame', timeOrigin: ORIGIN, startTime: 5000, duration: 80, scripts: [] },
];

describe('interactionsOf', () => {
  it('makes one interaction per id, timed by its longest entry and split into the phases of its frame', () => {
    const [key, tap] = interactionsOf(records).filter((interaction) => interaction.events.length > 1);
    expect(key).toEqual({
      start: ORIGIN + 100,
      type: 'keyboard',
      events: ['keydown', 'keyup'],
      duration: 40,
      inputDelay: 10,
      processingDuration: 20,
      presentationDelay: 10,
      target: 'input[name=city] "Mesto"',
    });
    // pointerdown, pointerup and click were painted in one frame: processing runs from the first
    // handler's start to the last one's end.
    expect(tap).toMatchObject({
      type: 'pointer',
      duration: 320,
      inputDelay: 150,
      processingDuration: 140,
      presentationDelay: 30,
      target: 'button "Pokračovať"',
    });
    expect(tap.inputDelay + tap.processingDuration + tap.presentationDelay).toBe(tap.duration);
  });

  it('keeps a first input the browser reported below 16 ms, earliest first', () => {
    expect(interactionsOf(records).map((interaction) => interaction.duration)).toEqual([0, 40, 320]);
  });

  it('keeps interactions of two documents apart even when their ids are equal', () => {
    const other = { ...event('click', 7, 100, 64, 120, 150), timeOrigin: ORIGIN + 60_000 };
    expect(interactionsOf([...records, other])).toHaveLength(4);
  });

  it('ignores entries without an interaction (hover, scroll)', () => {
    expect(interactionsOf([event('pointerover', 0, 10, 200, 20, 30)])).toEqual([]);
  });
});

describe('worstInteraction', () => {
  it('is the longest, the first of equals, and undefined for none', () => {
    const list = [{ duration: 40 }, { duration: 96, id: 'a' }, { duration: 96, id: 'b' }];
    expect(worstInteraction(list)).toEqual({ duration: 96, id: 'a' });
    expect(worstInteraction([])).toBeUndefined();
  });
});

describe('stepRows', () => {
  it('puts each interaction in the step it started in, up to the next step', () => {
    const steps = [
      { label: 'Mesto', kind: 'field', inputs: 7, from: 0 },
      { label: 'Pokračovať', kind: 'step', inputs: 1, from: ORIGIN + 900 },
      { label: 'Späť', kind: 'step', inputs: 1, from: ORIGIN + 2000 },
    ];
    const rows = stepRows(steps, interactionsOf(records));
    expect(rows.map((row) => [row.label, row.inputs, row.reported, row.worst?.duration])).toEqual([
      ['Mesto', 7, 2, 40],
      ['Pokračovať', 1, 1, 320],
      ['Späť', 1, 0, undefined],
    ]);
  });
});

describe('scriptsDuring', () => {
  it('lists the scripts of the long frames between the input and its paint, longest first', () => {
    const tap = interactionsOf(records).at(-1);
    const frames = records.filter((record) => record.kind === 'long-animation-frame');
    expect(scriptsDuring(tap, frames)).toEqual({
      frames: [{ startOffset: 100, duration: 210, blockingDuration: 160 }],
      scripts: [
        {
          invoker: '#document.onclick',
          invokerType: 'event-listener',
          source: '/assets/react-abc.js _h',
          duration: 118,
          forcedStyleAndLayout: 40,
          startOffset: 170,
        },
        {
          invoker: 'TimerHandler:setTimeout',
          invokerType: 'user-callback',
          source: '/assets/tracking.js',
          duration: 36,
          forcedStyleAndLayout: 0,
          startOffset: 110,
        },
      ],
    });
  });
});

describe('phaseBreakdown', () => {
  it('reads as the three phases in order', () => {
    expect(phaseBreakdown({ inputDelay: 12.4, processingDuration: 80, presentationDelay: 7.6 })).toBe(
      '12 ms input delay + 80 ms processing + 8 ms presentation delay',
    );
  });
});

const steps = [
  { label: 'Mesto', kind: 'field', inputs: 7, from: 0 },
  { label: 'Pokračovať', kind: 'step', inputs: 1, from: ORIGIN + 900 },
];
const inp = {
  kind: 'inp',
  timeOrigin: ORIGIN,
  value: 320,
  interactionTarget: 'button',
  interactionType: 'pointer',
  loadState: 'complete',
  inputDelay: 150,
  processingDuration: 140,
  presentationDelay: 30,
};

describe('flowResult and the goal', () => {
  const slow = flowResult({ app: 'sk', path: '/objednavka', steps, records: [...records, inp] });
  const fast = flowResult({
    app: 'cz',
    path: '/objednavka',
    steps,
    earlyTap: { tapAfterPaintMs: 24 },
    records: records.filter((record) => record.interactionId !== 9),
  });

  it('names the worst interaction with its step and the scripts it waited for', () => {
    expect(slow.worst).toMatchObject({ duration: 320, step: 'Pokračovať', target: 'button "Pokračovať"' });
    expect(slow.worst.scripts[0].source).toBe('/assets/react-abc.js _h');
    expect(slow.inp.value).toBe(320);
  });

  it('judges each site on its worst interaction over all its pages', () => {
    const checks = interactionChecks({ interactions: { runs: [slow, fast] } });
    expect(checks.map((check) => [check.budget, check.value, check.ok])).toEqual([
      [
        `sk order flow (/objednavka, slow phone 4x CPU): every interaction <= ${INTERACTION_GOAL_MS} ms`,
        'worst 320 ms: Pokračovať on /objednavka',
        false,
      ],
      [
        `cz order flow (/objednavka, slow phone 4x CPU): every interaction <= ${INTERACTION_GOAL_MS} ms`,
        'worst 40 ms: Mesto on /objednavka',
        true,
      ],
    ]);
  });

  it('writes the goal, each step and the worst interaction with its phases', () => {
    const markdown = renderInteractions({
      interactions: { keyDelayMs: 80, loadAverage: 1.5, runs: [slow, fast], errors: ['cz /: timeout'] },
    });
    expect(markdown).toContain('Goal: no interaction over 200 ms.');
    expect(markdown).toContain('MISSED, worst 320 ms: Pokračovať on /objednavka');
    expect(markdown).toContain('- not measured: cz /: timeout');
    expect(markdown).toContain(
      '| Pokračovať | 1 | 1 | **320 ms** (over) | 150 ms | 140 ms | 30 ms | button "Pokračovať" |',
    );
    expect(markdown).toContain(
      'Worst: **320 ms** (pointer, pointerdown/pointerup/click) in "Pokračovať" on `button "Pokračovať"`: 150 ms input delay + 140 ms processing + 30 ms presentation delay.',
    );
    expect(markdown).toContain('First tap as soon as the first field was painted: 24 ms after its paint.');
    expect(markdown).toContain(
      'web-vitals INP (it leaves out the worst interaction of every 50): 320 ms on `button`',
    );
  });

  it('says why when the pass did not run', () => {
    expect(renderInteractions({ interactionsError: 'skipped (BENCH_SKIP_INTERACTIONS)' })).toContain(
      'Not measured: skipped (BENCH_SKIP_INTERACTIONS)',
    );
    expect(renderInteractions({})).toBe('');
  });
});
