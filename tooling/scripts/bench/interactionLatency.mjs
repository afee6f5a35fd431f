// The interactions pass of `pnpm bench`: the order flow (`orderFlow.mjs`) on each site's order
// pages as a first visit on the slow phone, every interaction recorded in the page
// (`interactionRecorder.mjs`) and turned into report rows (`interactionReport.mjs`).
// Runs alone with `node tooling/scripts/bench/interactionLatency.mjs` (after building the sites
// and the API), on BENCH_SK_PORT / BENCH_CZ_PORT like the bench.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright';
import { startApiServer } from './apiServer.mjs';
import { flushInteractionRecorder, installInteractionRecorder } from './interactionRecorder.mjs';
import { flowResult, renderInteractions } from './interactionReport.mjs';
import { chromeFlags } from './lighthouse.mjs';
import { KEY_DELAY_MS, runOrderFlow } from './orderFlow.mjs';
import { orderFlowPerson, orderFlowTexts } from './orderFlowTexts.mjs';
import { throttleAsSlowPhone } from './slowPhoneVisit.mjs';

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

/** The pages whose form the flow goes through: the home page's order section and the order page. */
export const INTERACTION_PAGES = ['/', '/objednavka'];

/** Long enough after the last input for its entries (reported after the next paint) to arrive. */
const SETTLE_MS = 1_500;

async function measureFlow({ browser, app, origin, path, texts, serial }) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const records = [];
    await throttleAsSlowPhone(page);
    const cdp = await context.newCDPSession(page);
    await installInteractionRecorder(page, (batch) => records.push(...batch));
    const { steps, earlyTap } = await runOrderFlow({
      page,
      cdp,
      url: `${origin}${path}`,
      texts,
      person: orderFlowPerson(app, serial),
    });
    await page.waitForTimeout(SETTLE_MS);
    await flushInteractionRecorder(page);
    return flowResult({ app, path, steps, earlyTap, records });
  } finally {
    await context.close();
  }
}

/**
 * Goes through the order flow on every page of INTERACTION_PAGES of each site (`{ app, origin }`),
 * each in a fresh phone-sized context. A page whose flow fails is reported with its error.
 */
export async function measureInteractionLatency({ chromePath, sites, log = console.log }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  const runs = [];
  const errors = [];
  // Other work on the machine lengthens every phase: the report says how busy it was.
  const loadAverage = Number(loadavg()[0].toFixed(2));
  try {
    let serial = Date.now() % 1_000_000;
    for (const site of sites) {
      const texts = await orderFlowTexts(site.app);
      for (const path of INTERACTION_PAGES) {
        log(`Interactions: ${site.app} ${path}, order flow on the slow phone…`);
        serial += 1;
        try {
          runs.push(await measureFlow({ browser, ...site, path, texts, serial }));
        } catch (error) {
          errors.push(
            `${site.app} ${path}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (runs.length === 0) throw new Error(errors.join('; '));
  return {
    keyDelayMs: KEY_DELAY_MS,
    loadAverage,
    runs,
    ...(errors.length > 0 ? { errors } : {}),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const server = await startApiServer({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_SK_PORT ?? 3100),
    czPort: Number(process.env.BENCH_CZ_PORT ?? 3101),
  });
  try {
    const interactions = await measureInteractionLatency({
      chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      sites: ['sk', 'cz'].map((app) => ({ app, origin: server.origins[app] })),
    });
    console.log(renderInteractions({ interactions }));
  } finally {
    await server.stop();
  }
}
