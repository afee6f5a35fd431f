// The steps of `pnpm test:all`: each a command whose exit status says whether it passed. Steps that
// do not need each other's results run side by side on the two cores; their output is written line
// by line as it arrives, each line marked with its step's label, so a log of a concurrent run still
// says which step printed what.
import { spawn } from 'node:child_process';

/**
 * Returns a function that takes chunks of a stream's text and passes whole lines, prefixed with
 * `[label] `, to `write`; `flush()` passes a last line that had no line break.
 */
export function lineWriter(label, write) {
  let pending = '';
  const take = (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(`[${label}] ${line}\n`);
  };
  take.flush = () => {
    if (pending) write(`[${label}] ${pending}\n`);
    pending = '';
  };
  return take;
}

/**
 * Runs `command` with `args` in `cwd` and resolves with `{ label, ok, seconds }` when it ends.
 * With `prefix`, its output goes through `lineWriter` to `write` (for a step that runs beside
 * others); without, the step owns the terminal (its progress bars and colours stay as they are).
 */
export function runStep({ label, command, args, cwd, env = {}, prefix = false, write = defaultWrite }) {
  const started = Date.now();
  write(`\n▶ ${label}: ${command} ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const lines = prefix ? lineWriter(label, write) : undefined;
    if (lines) {
      child.stdout.setEncoding('utf8').on('data', lines);
      child.stderr.setEncoding('utf8').on('data', lines);
    }
    let finished = false;
    // A command that cannot start emits `error` and then `close`: the step ends once.
    const finish = (ok) => {
      if (finished) return;
      finished = true;
      lines?.flush();
      const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
      write(`${ok ? '✔' : '✘'} ${label} (${seconds} s)\n`);
      resolve({ label, ok, seconds });
    };
    child.on('error', (error) => {
      write(`${label}: ${error.message}\n`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs each of `steps` after the one before it, whatever the result; resolves with every result. */
export async function inSequence(steps) {
  const results = [];
  for (const step of steps) results.push(await runStep(step));
  return results;
}

function defaultWrite(text) {
  process.stdout.write(text);
}
