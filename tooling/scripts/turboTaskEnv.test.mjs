// Turbo runs tasks in strict environment mode: a variable reaches a task only when turbo.json lists
// it. These tests hold every variable the README (and the bench script's header) documents to the
// tasks that read it, first in turbo.json and then by running a tiny turbo task with them set.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const turboConfig = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8'));

/**
 * The turbo tasks that read each documented variable, by name pattern. `pnpm start` and `pnpm dev`
 * run the server outside turbo, so a variable only the server reads there needs no task.
 */
const READERS = [
  { pattern: /^(SK|CZ)_PORT$/, tasks: ['e2e'] },
  { pattern: /^CHROMIUM_PATH$/, tasks: ['test', 'e2e', 'bench'] },
  { pattern: /^DATABASE_URL$/, tasks: ['test'] },
  { pattern: /^SHOP_EVENTS_QUERY$/, tasks: [] },
  // Production settings of the server `pnpm start` or a deployment runs; the e2e and bench
  // servers set their own.
  {
    pattern:
      /^(NODE_ENV|TRUST_PROXY|(SK|CZ)_PUBLIC_ORIGIN|GOPAY_\w+|PAYMENT_RECONCILE_\w+|IP_HASH_SALT|RATE_LIMIT_SCALE|SMTP_URL|MAIL_FROM|ORDERS_MAIL_TO|SUPPORT_MAIL_TO)$/,
    tasks: [],
  },
  // The mail catcher's ports: `pnpm start` and `pnpm dev` outside turbo, the e2e server inside.
  { pattern: /^MAILDEV_(SMTP|WEB)_PORT$/, tasks: ['e2e'] },
  { pattern: /^BENCH_\w+$/, tasks: ['bench'] },
];

/**
 * Tasks a variable must not reach: the e2e suites and the bench start their own server on a
 * throwaway PGlite database, which the developer's `DATABASE_URL` would replace.
 */
const KEPT_FROM = { DATABASE_URL: ['e2e', 'bench'] };

/** `NAME` or `NAME=value` in backticks, as the README writes variables. */
function readmeVariables(text) {
  return [...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((match) => match[1]);
}

/** The `BENCH_*` names the bench script's header comment lists. */
function benchHeaderVariables(text) {
  const header = text.split('\n').filter((line) => line.startsWith('//'));
  return header.flatMap((line) => [...line.matchAll(/\bBENCH_[A-Z0-9_]+/g)].map((match) => match[0]));
}

const documented = [
  ...new Set([
    ...readmeVariables(readFileSync(join(root, 'README.md'), 'utf8')),
    ...benchHeaderVariables(readFileSync(join(root, 'tooling/scripts/bench.mjs'), 'utf8')),
  ]),
].sort();

function readersOf(name) {
  return READERS.find((reader) => reader.pattern.test(name))?.tasks;
}

function matchesAny(patterns, name) {
  return (patterns ?? []).some((pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(name),
  );
}

/** Whether turbo.json lets `name` through to `task` (hashed or passed through, task or global). */
function listedFor(task, name) {
  const definition = turboConfig.tasks[task] ?? {};
  return [
    definition.env,
    definition.passThroughEnv,
    turboConfig.globalEnv,
    turboConfig.globalPassThroughEnv,
  ].some((patterns) => matchesAny(patterns, name));
}

const tasks = [...new Set(READERS.flatMap((reader) => reader.tasks))];

describe('documented environment variables in turbo.json', () => {
  it('finds the variables the README documents', () => {
    expect(documented).toEqual(
      expect.arrayContaining([
        'SK_PORT',
        'CZ_PORT',
        'DATABASE_URL',
        'CHROMIUM_PATH',
        'BENCH_SKIP_LIGHTHOUSE',
      ]),
    );
  });

  it.each(documented)('%s has its readers named here', (name) => {
    expect(readersOf(name), `say which turbo tasks read ${name}`).toBeDefined();
  });

  it.each(documented)('%s is listed for every task that reads it', (name) => {
    const missing = (readersOf(name) ?? []).filter((task) => !listedFor(task, name));
    expect(missing, `turbo.json tasks that drop ${name}`).toEqual([]);
  });
});

describe('documented environment variables in a running turbo task', () => {
  let workspace;
  const seen = {};

  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'turbo-env-'));
    const recorder = join(workspace, 'record-env.mjs');
    writeFileSync(
      recorder,
      [
        "import { writeFileSync } from 'node:fs';",
        `const names = ${JSON.stringify(documented)};`,
        'const seen = Object.fromEntries(names.filter((name) => name in process.env).map((name) => [name, process.env[name]]));',
        `writeFileSync(${JSON.stringify(workspace)} + '/' + process.argv[2] + '.json', JSON.stringify(seen));`,
      ].join('\n'),
    );
    const probeDir = join(workspace, 'packages/probe');
    mkdirSync(probeDir, { recursive: true });
    const scripts = Object.fromEntries(tasks.map((task) => [task, `node ${recorder} ${task}`]));
    writeFileSync(join(probeDir, 'package.json'), JSON.stringify({ name: 'probe', private: true, scripts }));
    const npmVersion = spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(
      join(workspace, 'package.json'),
      JSON.stringify({
        name: 'turbo-env-probe',
        private: true,
        packageManager: `npm@${npmVersion}`,
        workspaces: ['packages/*'],
      }),
    );
    // The repository's own task settings, minus what needs the repository (dependencies, inputs).
    const probeTasks = Object.fromEntries(
      tasks.map((task) => {
        const { env, passThroughEnv } = turboConfig.tasks[task] ?? {};
        return [
          task,
          { cache: false, ...(env ? { env } : {}), ...(passThroughEnv ? { passThroughEnv } : {}) },
        ];
      }),
    );
    const { globalEnv, globalPassThroughEnv, envMode } = turboConfig;
    writeFileSync(
      join(workspace, 'turbo.json'),
      JSON.stringify({ tasks: probeTasks, ...{ globalEnv, globalPassThroughEnv, envMode } }),
    );

    const variables = Object.fromEntries(documented.map((name) => [name, `probe-${name}`]));
    const result = spawnSync(
      join(root, 'node_modules/.bin/turbo'),
      ['run', ...tasks, '--output-logs=errors-only'],
      {
        cwd: workspace,
        encoding: 'utf8',
        // A clean environment: nothing of the outer turbo run (TURBO_*) or the shell leaks in.
        env: {
          PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          HOME: workspace,
          TURBO_TELEMETRY_DISABLED: '1',
          TURBO_NO_UPDATE_NOTIFIER: '1',
          NPM_CONFIG_UPDATE_NOTIFIER: 'false',
          ...variables,
        },
      },
    );
    if (result.status !== 0) throw new Error(`turbo run failed:\n${result.stdout}\n${result.stderr}`);
    for (const task of tasks) seen[task] = JSON.parse(readFileSync(join(workspace, `${task}.json`), 'utf8'));
  }, 60_000);

  afterAll(() => {
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it.each(documented)('%s reaches every task that reads it', (name) => {
    const missing = (readersOf(name) ?? []).filter((task) => seen[task]?.[name] !== `probe-${name}`);
    expect(missing, `tasks run without ${name}`).toEqual([]);
  });

  it.each(Object.entries(KEPT_FROM))('%s stays out of %j', (name, kept) => {
    expect(kept.filter((task) => name in (seen[task] ?? {}))).toEqual([]);
  });
});
