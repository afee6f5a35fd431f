// The order flow's interactions as report rows: the page's Event Timing records grouped into
// interactions with their phases (as the web-vitals library splits INP), each assigned to the step
// of the flow it belongs to, the worst one with the scripts of the long animation frames it
// overlapped, the goal's verdict per site and the markdown.

/** The team's goal: no interaction of the order flow over this on the slow phone. */
export const INTERACTION_GOAL_MS = 200;

/** Entries whose next paint lies this close to the longest one's were presented in its frame. */
const SAME_FRAME_MS = 8;

const isEvent = (record) => record.kind === 'event' || record.kind === 'first-input';

/**
 * Groups the page's `event` and `first-input` records into interactions (one per document and
 * interaction id), earliest first. An interaction's duration is its longest entry's; its phases
 * are those of the frame that entry was presented in: input delay from the input to the first
 * handler of that frame, processing to the last handler's end, presentation delay to the paint.
 * Times (`start`) are ms since the epoch, on the clock all records of a visit share.
 */
export function interactionsOf(records) {
  const targets = records.filter((record) => record.kind === 'target');
  const groups = new Map();
  for (const record of records.filter(isEvent)) {
    if (!record.interactionId) continue;
    const key = `${record.timeOrigin}:${record.interactionId}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(record);
  }
  const interactions = [...groups.values()].map((entries) => {
    const longest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
    const paintOf = (entry) => entry.startTime + entry.duration;
    const frame = entries.filter((entry) => Math.abs(paintOf(entry) - paintOf(longest)) <= SAME_FRAME_MS);
    const startTime = Math.min(...frame.map((entry) => entry.startTime));
    const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
    const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
    const nextPaint = Math.max(paintOf(longest), processingEnd);
    const first = entries.reduce((earliest, entry) =>
      entry.startTime < earliest.startTime ? entry : earliest,
    );
    const noted = targets.find(
      (target) => target.timeOrigin === first.timeOrigin && Math.abs(target.timeStamp - first.startTime) < 1,
    );
    return {
      start: first.timeOrigin + startTime,
      type: entries.some((entry) => entry.name.startsWith('key')) ? 'keyboard' : 'pointer',
      events: [...new Set(entries.map((entry) => entry.name))],
      duration: longest.duration,
      inputDelay: Math.round(processingStart - startTime),
      processingDuration: Math.round(processingEnd - processingStart),
      presentationDelay: Math.round(nextPaint - processingEnd),
      target: noted?.target || first.target || longest.target || '',
    };
  });
  return interactions.sort((a, b) => a.start - b.start);
}

/** The longest interaction (the first of equals), or undefined when there is none. */
export function worstInteraction(interactions) {
  return interactions.reduce(
    (worst, interaction) => (!worst || interaction.duration > worst.duration ? interaction : worst),
    undefined,
  );
}

/**
 * One row per step of the flow (`{ label, kind, from, inputs }`, `from` on the records' clock):
 * the interactions that started in it (from its start to the next step's), how many were long
 * enough to be reported (16 ms and more) and the worst of them.
 */
export function stepRows(steps, interactions) {
  return steps.map((step, index) => {
    const until = steps[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    const own = interactions.filter(
      (interaction) => interaction.start >= step.from && interaction.start < until,
    );
    return {
      label: step.label,
      kind: step.kind,
      inputs: step.inputs,
      reported: own.length,
      worst: worstInteraction(own),
    };
  });
}

const fileOf = (url) => {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * The scripts that ran in the long animation frames overlapping `interaction` (from its input to
 * its paint), longest first: what kept the main thread busy. `frames` are the page's
 * `long-animation-frame` records.
 */
export function scriptsDuring(interaction, frames, limit = 5) {
  const end = interaction.start + interaction.duration;
  const overlapping = frames.filter((frame) => {
    const frameStart = frame.timeOrigin + frame.startTime;
    return frameStart < end && frameStart + frame.duration > interaction.start;
  });
  const scripts = overlapping.flatMap((frame) =>
    (frame.scripts ?? []).map((script) => ({
      invoker: script.invoker,
      invokerType: script.invokerType,
      source: [fileOf(script.sourceURL), script.sourceFunctionName].filter(Boolean).join(' '),
      duration: Math.round(script.duration),
      forcedStyleAndLayout: Math.round(script.forcedStyleAndLayoutDuration ?? 0),
      startOffset: Math.round(frame.timeOrigin + script.startTime - interaction.start),
    })),
  );
  return {
    frames: overlapping.map((frame) => ({
      startOffset: Math.round(frame.timeOrigin + frame.startTime - interaction.start),
      duration: Math.round(frame.duration),
      blockingDuration: Math.round(frame.blockingDuration ?? 0),
    })),
    scripts: scripts.sort((a, b) => b.duration - a.duration).slice(0, limit),
  };
}

/** The web-vitals library's last INP report of the visit, or undefined. */
export function lastInp(records) {
  return records.filter((record) => record.kind === 'inp').at(-1);
}

/**
 * One visit's results from its records and the flow's steps: every interaction with its step, the
 * rows, the worst interaction with what ran meanwhile, and web-vitals' INP.
 */
export function flowResult({ app, path, steps, earlyTap, records }) {
  const interactions = interactionsOf(records);
  const frames = records.filter((record) => record.kind === 'long-animation-frame');
  const rows = stepRows(steps, interactions);
  const worst = worstInteraction(interactions);
  const worstStep = worst ? rows.find((row) => row.worst === worst)?.label : undefined;
  return {
    app,
    path,
    earlyTap,
    rows,
    worst: worst ? { ...worst, step: worstStep, ...scriptsDuring(worst, frames) } : undefined,
    inp: lastInp(records),
    reported: interactions.length,
  };
}

/** The goal's verdict per site: its worst interaction over every page of the flow. */
export function interactionChecks(results) {
  const runs = results.interactions?.runs ?? [];
  return [...new Set(runs.map((run) => run.app))].map((app) => {
    const worst = runs
      .filter((run) => run.app === app && run.worst)
      .reduce((found, run) => (!found || run.worst.duration > found.worst.duration ? run : found), undefined);
    const pages = runs.filter((run) => run.app === app).map((run) => run.path);
    return {
      budget: `${app} order flow (${pages.join(', ')}, slow phone 4x CPU): every interaction <= ${INTERACTION_GOAL_MS} ms`,
      value: worst
        ? `worst ${worst.worst.duration} ms: ${worst.worst.step ?? worst.worst.target} on ${worst.path}`
        : 'none over 16 ms',
      ok: !worst || worst.worst.duration <= INTERACTION_GOAL_MS,
    };
  });
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const ms = (value) => (value === undefined ? '' : `${Math.round(value)} ms`);
const cell = (text) => String(text ?? '').replaceAll('|', '\\|');

/** The phases of an interaction as one line: input delay + processing + presentation. */
export function phaseBreakdown(interaction) {
  return `${ms(interaction.inputDelay)} input delay + ${ms(interaction.processingDuration)} processing + ${ms(interaction.presentationDelay)} presentation delay`;
}

function renderRun(run) {
  const rows = run.rows.map((row) => {
    const worst = row.worst;
    return [
      cell(row.label),
      row.inputs ?? '',
      row.reported,
      worst ? `**${ms(worst.duration)}**${worst.duration > INTERACTION_GOAL_MS ? ' (over)' : ''}` : '< 16 ms',
      worst ? ms(worst.inputDelay) : '',
      worst ? ms(worst.processingDuration) : '',
      worst ? ms(worst.presentationDelay) : '',
      worst ? cell(worst.target) : '',
    ];
  });
  const lines = [
    `### ${run.app} ${run.path}`,
    '',
    table(
      [
        'step',
        'inputs',
        'reported (>= 16 ms)',
        'worst',
        'input delay',
        'processing',
        'presentation',
        'target',
      ],
      rows,
    ),
    '',
  ];
  if (run.earlyTap) {
    lines.push(
      `First tap as soon as the first field was painted: ${ms(run.earlyTap.tapAfterPaintMs)} after its paint.`,
    );
  }
  if (run.worst) {
    const w = run.worst;
    lines.push(
      `Worst: **${ms(w.duration)}** (${w.type}, ${w.events.join('/')}) in "${cell(w.step)}" on \`${cell(w.target)}\`: ${phaseBreakdown(w)}.`,
    );
    if (w.scripts.length > 0) {
      lines.push(
        '',
        'Scripts of the long animation frames it overlapped (start relative to the input):',
        '',
        table(
          ['script', 'invoker', 'duration', 'forced style/layout', 'start'],
          w.scripts.map((script) => [
            cell(script.source || '(no source)'),
            cell(`${script.invokerType ?? ''} ${script.invoker ?? ''}`.trim()),
            ms(script.duration),
            ms(script.forcedStyleAndLayout),
            `${script.startOffset} ms`,
          ]),
        ),
      );
    }
  }
  if (run.inp) {
    const longest = run.inp.longestScript;
    lines.push(
      '',
      `web-vitals INP (it leaves out the worst interaction of every 50): ${ms(run.inp.value)} on \`${cell(run.inp.interactionTarget)}\` (${run.inp.interactionType}, ${run.inp.loadState}): ${phaseBreakdown(run.inp)}${
        longest
          ? `; longest script ${ms(longest.duration)} in ${longest.subpart} (${cell(fileOf(longest.sourceURL))} ${cell(longest.sourceFunctionName ?? '')}, ${cell(longest.invoker)})`
          : ''
      }.`,
    );
  }
  return lines.join('\n');
}

export function renderInteractions(results) {
  const heading = '## Order flow interactions, slow phone (4x CPU, 150 ms RTT, 1.6 Mbps), first visit';
  if (!results.interactions) {
    return results.interactionsError ? `${heading}\n\nNot measured: ${results.interactionsError}\n` : '';
  }
  const { keyDelayMs, loadAverage, errors = [] } = results.interactions;
  const verdicts = interactionChecks(results).map(
    (check) => `- ${check.budget}: ${check.ok ? 'met' : 'MISSED'}, ${check.value}`,
  );
  return [
    heading,
    '',
    `Goal: no interaction over ${INTERACTION_GOAL_MS} ms. Each field typed key by key (${keyDelayMs} ms between keys), controls tapped by their role and name; the browser reports interactions of 16 ms and more, so a step without one answered every input faster. Phases as web-vitals splits INP.${
      loadAverage === undefined ? '' : ` Load average of the machine when the pass began: ${loadAverage}.`
    }`,
    '',
    ...verdicts,
    ...errors.map((error) => `- not measured: ${error}`),
    '',
    ...results.interactions.runs.map(renderRun).join('\n\n').split('\n'),
    '',
  ].join('\n');
}
