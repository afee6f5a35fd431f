// A storm of distinct `/_ipx` variants against the built server, as an attacker who asks for ever
// new widths, qualities and formats would send it: first 500 from one address, then 500 variants
// the sites do ask for, each from an address of its own. Reports what the server did with them
// (rendered, redirected, refused, rate limited, busy), the image cache on disk after each wave
// and the CPU time the server process spent. Runs alone with
// `node tooling/scripts/bench/imageStorm.mjs` (after building the API).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './apiServer.mjs';
import { closedLoop, statusCounts } from './httpLoad.mjs';

const BLOG_IMAGES = [
  'ako-uzivat-nordlys',
  'klby-a-pohyb',
  'omega-3-a-zdravie-srdca',
  'omega-3-pre-mozog',
  'norsky-rybolov-a-kvalita',
].map((name) => `images/blog/${name}.webp`);
const PRODUCT_IMAGE = 'images/packs/single-30.webp';

/**
 * 500 distinct modifier sets from one address: 200 widths (with a height, all but the multiples
 * of 16 off the rule), 100 qualities, 100 AVIF widths and 100 widths on the rule.
 */
export function oneAddressStorm() {
  const paths = [];
  for (let width = 101; width <= 300; width += 1)
    paths.push(`f_webp,w_${width},h_${width},q_80/${PRODUCT_IMAGE}`);
  for (let quality = 1; quality <= 100; quality += 1)
    paths.push(`f_webp,w_640,q_${quality}/${PRODUCT_IMAGE}`);
  for (let width = 101; width <= 200; width += 1) paths.push(`f_avif,w_${width}/${PRODUCT_IMAGE}`);
  for (let step = 1; step <= 100; step += 1)
    paths.push(`f_webp,w_${16 * step},q_80/${BLOG_IMAGES[step % BLOG_IMAGES.length]}`);
  return paths;
}

/** 500 distinct variants the rule allows, over five blog images and every width up to 1600. */
export function spreadStorm() {
  const paths = [];
  for (const [index, image] of BLOG_IMAGES.entries()) {
    for (let step = 1; step <= 100; step += 1) {
      const width = 16 * step;
      const height = Math.round((width * 21) / 40);
      // One image each with the srcset's modifiers, the others as the social-share jpeg would.
      const modifiers =
        index % 2 === 0 ? `f_webp,w_${width},h_${height},q_80` : `f_jpeg,w_${width},h_${height},fit_cover`;
      paths.push(`${modifiers}/${image}`);
    }
  }
  return paths;
}

/** User plus system CPU seconds of a Linux process so far (its image threads included). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat (utime, stime) in clock ticks, here after the name's ")".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function cacheOnDisk(dir) {
  let files = 0;
  let bytes = 0;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      files += 1;
      bytes += statSync(join(entry.parentPath, entry.name)).size;
    }
  } catch {
    // No render yet: no directory.
  }
  return { files, bytes };
}

async function wave({ server, agent, name, paths, addressOf, concurrency }) {
  const requests = paths.map((path, serial) => ({
    url: `${server.origins.sk}/_ipx/${path}`,
    headers: { 'x-forwarded-for': addressOf(serial) },
  }));
  const cpuBefore = cpuSeconds(server.pid);
  const { samples, seconds } = await closedLoop({ agent, requests, concurrency });
  const statuses = statusCounts(samples);
  return {
    name,
    requests: paths.length,
    distinct: new Set(paths).size,
    concurrency,
    rendered: statuses[200] ?? 0,
    redirected: statuses[302] ?? 0,
    refused: statuses[400] ?? 0,
    rateLimited: statuses[429] ?? 0,
    busy: statuses[503] ?? 0,
    statuses,
    seconds: Math.round(seconds * 10) / 10,
    cpuSeconds: Math.round((cpuSeconds(server.pid) - cpuBefore) * 10) / 10,
    cacheAfter: cacheOnDisk(join(server.dataDir, 'ipx-cache')),
  };
}

/** Both waves against a fresh server with the image limits' defaults (or `env`'s). */
export async function measureImageStorm({ serverEntry, skPort, czPort, env = {} }) {
  const server = await startApiServer({
    serverEntry,
    skPort,
    czPort,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'error', ...env },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  try {
    const waves = [
      await wave({
        server,
        agent,
        name: 'one address: widths, qualities, AVIF, widths on the rule',
        paths: oneAddressStorm(),
        addressOf: () => '10.9.0.1',
        concurrency: 8,
      }),
      await wave({
        server,
        agent,
        name: 'allowed variants, each from its own address',
        paths: spreadStorm(),
        addressOf: (serial) => `10.10.${(serial >> 8) & 255}.${serial & 255}`,
        concurrency: 32,
      }),
    ];
    return { settings: env, waves };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * The image limits' defaults (`apps/api/src/images/imageLimits.ts`) the budget rows judge by,
 * or the storm's own settings when it ran with others.
 */
const DEFAULT_RENDERS_PER_MINUTE = 60;
const DEFAULT_CACHE_MAX_MB = 200;

/**
 * The budget rows. The one-address wave renders, and so caches, no more than the render budget
 * allows an address (a minute's renders per started minute of the wave) and answers the rest
 * without a render (a redirect to a width on the rule, a refusal, 429, 503); renders are what
 * cost the CPU, so this bounds it too. After both waves the cache is within its cap.
 */
export function imageStormChecks(results) {
  const r = results.imageStorm;
  if (!r) return [];
  const settings = r.settings ?? {};
  const rendersPerMinute = Number(settings.IMAGE_RENDERS_PER_MINUTE ?? DEFAULT_RENDERS_PER_MINUTE);
  const cacheMaxMb = Number(settings.IMAGE_CACHE_MAX_MB ?? DEFAULT_CACHE_MAX_MB);
  const mib = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  const checks = [];
  const [oneAddress] = r.waves;
  if (oneAddress) {
    const allowed = rendersPerMinute * Math.max(1, Math.ceil(oneAddress.seconds / 60));
    checks.push({
      budget: `image storm, ${oneAddress.requests} distinct variants from one address: at most ${rendersPerMinute} rendered and cached a started minute, the rest answered without a render`,
      value: `${oneAddress.rendered} rendered (${oneAddress.cacheAfter.files} files cached), ${oneAddress.redirected} redirected, ${oneAddress.refused} refused, ${oneAddress.rateLimited} rate limited, ${oneAddress.busy} busy in ${oneAddress.seconds} s (${oneAddress.cpuSeconds} s CPU)`,
      ok: oneAddress.rendered <= allowed && oneAddress.cacheAfter.files <= allowed,
    });
  }
  const last = r.waves.at(-1);
  if (last) {
    const requests = r.waves.reduce((sum, w) => sum + w.requests, 0);
    checks.push({
      budget: `image storm: cache after ${requests} variant requests within its cap (${cacheMaxMb} MiB)`,
      value: `${last.cacheAfter.files} files, ${mib(last.cacheAfter.bytes)}`,
      ok: last.cacheAfter.bytes <= cacheMaxMb * 1024 * 1024,
    });
  }
  return checks;
}

export function renderImageStorm(results) {
  if (results.imageStormError) return `## Image storm\n\nNot measured: ${results.imageStormError}\n`;
  const r = results.imageStorm;
  if (!r) return '';
  const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const rows = r.waves.map(
    (w) =>
      `| ${w.name} | ${w.requests} (${w.distinct} distinct, ${w.concurrency} at once) | ${w.rendered} | ${w.redirected} | ${w.refused} | ${w.rateLimited} | ${w.busy} | ${w.cacheAfter.files} files, ${mb(w.cacheAfter.bytes)} | ${w.cpuSeconds} s | ${w.seconds} s |`,
  );
  return [
    '## Image storm (`/_ipx`, distinct variants, fresh cache, default image limits)',
    '',
    '| wave | requests | rendered (200) | redirected (302) | refused (400) | rate limited (429) | busy (503) | cache after | server CPU | wall |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Before the limits, 6 AVIF variants took 15 s of CPU and 200 widths 22 s and 200 cached files.',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const imageStorm = await measureImageStorm({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_IMAGE_SK_PORT ?? 3106),
    czPort: Number(process.env.BENCH_IMAGE_CZ_PORT ?? 3107),
  });
  console.log(renderImageStorm({ imageStorm }));
}
