import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inSequence, lineWriter, runStep } from './steps.mjs';

const node = process.execPath;

function collector() {
  const written = [];
  return { written, write: (text) => written.push(text) };
}

describe('lineWriter', () => {
  it('passes whole lines with the label, joining lines split across chunks', () => {
    const { written, write } = collector();
    const take = lineWriter('lint', write);
    take('first li');
    take('ne\nsecond\nthi');
    expect(written).toEqual(['[lint] first line\n', '[lint] second\n']);
    take.flush();
    expect(written.at(-1)).toBe('[lint] thi\n');
  });
});

describe('runStep', () => {
  it('passes when the command exits with 0 and marks every line of its output', async () => {
    const { written, write } = collector();
    const result = await runStep({
      label: 'hello',
      command: node,
      args: ['-e', 'console.log("one\\ntwo"); console.error("three")'],
      prefix: true,
      write,
    });
    expect(result).toMatchObject({ label: 'hello', ok: true });
    const output = written.join('');
    expect(output).toContain('[hello] one\n[hello] two\n');
    expect(output).toContain('[hello] three\n');
    expect(output).toMatch(/✔ hello \(\d+(\.\d)? s\)/);
  });

  it('fails when the command exits with another status or cannot start', async () => {
    const { write } = collector();
    expect(
      await runStep({ label: 'exit', command: node, args: ['-e', 'process.exit(3)'], prefix: true, write }),
    ).toMatchObject({ ok: false });
    const missing = collector();
    expect(
      await runStep({
        label: 'missing',
        command: 'no-such-command-here',
        args: [],
        prefix: true,
        write: missing.write,
      }),
    ).toMatchObject({ ok: false });
    expect(missing.written.filter((text) => text.startsWith('✘ missing'))).toHaveLength(1);
  });

  it('hands the step its environment on top of the process environment', async () => {
    const { written, write } = collector();
    await runStep({
      label: 'env',
      command: node,
      args: ['-e', 'console.log(process.env.STEP_VALUE, Boolean(process.env.PATH))'],
      env: { STEP_VALUE: 'given' },
      prefix: true,
      write,
    });
    expect(written.join('')).toContain('[env] given true\n');
  });

  it('runs side by side with another step: each sees the other running', async () => {
    const { write } = collector();
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    // Each step leaves a mark, then waits (up to 10 s) for the other's: one after the other, the
    // first would give up waiting and fail.
    const meet = (own, other) => ({
      label: own,
      command: node,
      args: [
        '-e',
        `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(join(dir, own))}, '');
         const until = Date.now() + 10000;
         const look = () => fs.existsSync(${JSON.stringify(join(dir, other))}) ? process.exit(0)
           : Date.now() > until ? process.exit(1) : setTimeout(look, 20);
         look();`,
      ],
      prefix: true,
      write,
    });
    try {
      const results = await Promise.all([runStep(meet('a', 'b')), runStep(meet('b', 'a'))]);
      expect(results.map((result) => result.ok)).toEqual([true, true]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('inSequence', () => {
  it('runs every step in order, also after a failure', async () => {
    const { written, write } = collector();
    const step = (label, code) => ({
      label,
      command: node,
      args: ['-e', `console.log("${label}"); process.exit(${code})`],
      prefix: true,
      write,
    });
    const results = await inSequence([step('first', 1), step('second', 0)]);
    expect(results.map(({ label, ok }) => [label, ok])).toEqual([
      ['first', false],
      ['second', true],
    ]);
    const output = written.join('');
    expect(output.indexOf('[first] first')).toBeLessThan(output.indexOf('[second] second'));
  });
});
