// The MDN HTTP Observatory's grade of the production-mode server behind a real TLS terminator:
// the built API runs with NODE_ENV=production and TRUST_PROXY=1 behind a proxy on https://localhost
// (a self-signed certificate the scanner is told to trust) and http://localhost, which forwards
// plain http for the server's own 308 redirect to answer. The scanner fetches both schemes itself,
// once per site. It scans a hostname on the default ports only (its `scan()` passes no ports on),
// so the proxy binds 443 and 80 on 127.0.0.1 for the length of the scan: that needs root, and the
// step fails saying so when either port is busy. Runs alone with
// `node tooling/scripts/bench/observatory.mjs` (after `turbo run build`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './apiServer.mjs';
import { startTlsTerminator } from './tlsTerminator.mjs';

const SITES = ['sk', 'cz'];
const HOSTNAME = 'localhost';
/** The best grade the Observatory gives; the bench reports, the grade is what we aim at. */
export const TARGET_GRADE = 'A+';

/** A self-signed certificate for `localhost`, written to `dir` (key.pem, cert.pem). */
function selfSignedCertificate(dir) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${HOSTNAME}`,
      '-addext',
      `subjectAltName=DNS:${HOSTNAME}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The sites' builds must exist (the server serves them); the API's is made when missing, as
 * the sites' take minutes and belong to `turbo run build`.
 */
function ensureBuilds(repoRoot) {
  const missing = SITES.map((site) => join(repoRoot, 'apps', site, 'dist/client')).filter(
    (dir) => !existsSync(dir),
  );
  if (missing.length > 0) {
    throw new Error(`${missing.join(' and ')} missing: run \`turbo run build\` first`);
  }
  const serverEntry = join(repoRoot, 'apps/api/dist/main.js');
  if (!existsSync(serverEntry)) {
    execFileSync('pnpm', ['--filter', '@shop/api', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return serverEntry;
}

/**
 * Runs the scanner's own command line in a child process, which trusts `caFile` on top of the
 * usual roots (NODE_EXTRA_CA_CERTS is read at start only) and resolves `localhost` to 127.0.0.1
 * first, where the proxy listens. Resolves with its JSON output.
 */
function runScan({ hostname, caFile }) {
  const cli = fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/src/scan.js'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, hostname], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: caFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --dns-result-order=ipv4first`.trim(),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const output = JSON.parse(stdout);
        if (output.error) reject(new Error(`The Observatory scan failed: ${output.error}`));
        else resolve(output);
      } catch {
        reject(new Error(`The Observatory scan printed no result: ${stdout.slice(0, 500)}`));
      }
    });
  });
}

/**
 * The part of a scan the report keeps: grade, score, passed tests, and per test whether it
 * passed, the scanner's result code and what it added to or took from the score.
 */
export function summarizeScan(output) {
  const { scan, tests } = output;
  return {
    grade: scan.grade,
    score: scan.score,
    testsPassed: scan.testsPassed,
    testsQuantity: scan.testsQuantity,
    tests: Object.entries(tests).map(([name, test]) => ({
      name,
      pass: test.pass === true,
      result: test.result,
      scoreModifier: test.scoreModifier ?? 0,
    })),
  };
}

/**
 * Starts the proxy on 443 and 80 (first, so that busy ports fail the step before anything else
 * starts) and the production server behind it, scans each site, stops everything.
 */
export async function measureObservatory({ repoRoot }) {
  const serverEntry = ensureBuilds(repoRoot);
  const dir = mkdtempSync(join(tmpdir(), 'shop-observatory-'));
  try {
    const { key, cert, certFile } = selfSignedCertificate(dir);
    const ports = { sk: await freePort(), cz: await freePort() };
    const publicOrigin = `https://${HOSTNAME}`;
    const terminator = await startTlsTerminator({
      key,
      cert,
      httpsPort: 443,
      httpPort: 80,
      target: ports.sk,
    }).catch((error) => {
      throw new Error(`The scanner reaches ${HOSTNAME} on ports 443 and 80 only: ${error.message}`);
    });
    try {
      const server = await startApiServer({
        serverEntry,
        skPort: ports.sk,
        czPort: ports.cz,
        // Production without GoPay settings: card payment is off.
        gopay: false,
        env: {
          NODE_ENV: 'production',
          TRUST_PROXY: '1',
          SK_PUBLIC_ORIGIN: publicOrigin,
          CZ_PUBLIC_ORIGIN: publicOrigin,
          LOG_LEVEL: 'warn',
        },
      });
      try {
        const sites = {};
        for (const site of SITES) {
          terminator.setTarget(ports[site]);
          console.log(`HTTP Observatory: ${site} on ${publicOrigin} (http://${HOSTNAME} redirects)…`);
          sites[site] = summarizeScan(await runScan({ hostname: HOSTNAME, caFile: certFile }));
        }
        return { origin: publicOrigin, sites };
      } finally {
        await server.stop();
      }
    } finally {
      await terminator.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A budget row per site: the grade is the target grade. */
export function observatoryChecks(results) {
  return Object.entries(results.observatory?.sites ?? {}).map(([site, scan]) => ({
    budget: `${site} HTTP Observatory grade ${TARGET_GRADE} (production mode behind TLS)`,
    value: `${scan.grade} (${scan.score})`,
    ok: scan.grade === TARGET_GRADE,
  }));
}

const signed = (value) => (value > 0 ? `+${value}` : String(value));

export function renderObservatory(results) {
  if (results.observatoryError) return `## HTTP Observatory\n\nNot measured: ${results.observatoryError}\n`;
  const r = results.observatory;
  if (!r) return '';
  const sites = Object.keys(r.sites);
  const testNames = r.sites[sites[0]].tests.map((test) => test.name);
  const testRows = testNames.map((name) => {
    const cells = sites.map((site) => {
      const test = r.sites[site].tests.find((candidate) => candidate.name === name);
      return test ? `${test.pass ? 'pass' : 'FAIL'}: ${test.result} (${signed(test.scoreModifier)})` : '';
    });
    return `| ${name} | ${cells.join(' | ')} |`;
  });
  return [
    `## HTTP Observatory (production mode behind TLS, ${r.origin}; target ${TARGET_GRADE})`,
    '',
    '| site | grade | score | tests passed |',
    '| --- | --- | --- | --- |',
    ...sites.map((site) => {
      const s = r.sites[site];
      return `| ${site} | ${s.grade} | ${s.score} | ${s.testsPassed} / ${s.testsQuantity} |`;
    }),
    '',
    `| test | ${sites.join(' | ')} |`,
    `| --- | ${sites.map(() => '---').join(' | ')} |`,
    ...testRows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  try {
    const observatory = await measureObservatory({ repoRoot });
    console.log(renderObservatory({ observatory }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
