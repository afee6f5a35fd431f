// Starts the built server API-only (`API_ONLY_PORT`: the JSON API and /_ipx, no site pages, so no
// site build is needed) on a data directory and stops it again.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D/g, '')) / 1024) : Number.NaN;
}

/**
 * Runs `node <serverEntry>` with API_ONLY_PORT=`port` and DATA_DIR=`dataDir` (plus `env`),
 * resolving once `/api/health/live` answers. `stop()` ends it (SIGTERM) and waits for its exit.
 */
export async function startApiOnlyServer({ serverEntry, port, dataDir, env = {}, timeoutMs = 90_000 }) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, DATA_DIR: dataDir, API_ONLY_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API server exited (${child.exitCode}) at start`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`The API server did not answer on port ${port}`);
    }
    try {
      if ((await fetch(`${origin}/api/health/live`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, pid: child.pid, stop, startMs: Math.round(performance.now() - started) };
}
