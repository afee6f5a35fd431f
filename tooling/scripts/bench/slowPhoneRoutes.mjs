// The slow-phone pass of `pnpm bench`: every route of each site loaded as a first visit (empty
// browser) and the key pages as a returning visitor (tracking id and a stored choice), each in a
// fresh phone-sized context, through `measureSlowPhoneVisit`.
import { readFileSync } from 'node:fs';
import { chromium, devices } from 'playwright';
import { returningVisitor } from './comparisonReport.mjs';
import { chromeFlags } from './lighthouse.mjs';
import { measureSlowPhoneVisit } from './slowPhoneVisit.mjs';

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

/** The routes of a site: its key pages first, then every prerendered page and the rendered ones. */
export function routesOf({ keyPages, prerenderedFile, renderedRoutes }) {
  const prerendered = Object.keys(JSON.parse(readFileSync(prerenderedFile, 'utf8')).pages ?? {});
  const keyPaths = new Set(keyPages.map((page) => page.path));
  const rest = [...new Set([...prerendered, ...renderedRoutes])].filter((path) => !keyPaths.has(path));
  return [...keyPages, ...rest.map((path) => ({ path }))];
}

function row(app, route, visit) {
  return {
    app,
    route: route.path,
    ...(route.name ? { page: route.name } : {}),
    documents: visit.documents.length,
    jsGzip: visit.jsGzip,
    scripts: visit.scripts.length,
    cls: visit.cls,
    ...(visit.cls > 0 ? { shifts: visit.shifts } : {}),
    ...(visit.lcp ? { lcpMs: visit.lcp.ms, lcpElement: visit.lcp.element } : {}),
  };
}

export async function measureSlowPhoneRoutes({ chromePath, sites, log = console.log }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  const firstVisit = [];
  const returning = [];
  try {
    for (const site of sites) {
      for (const route of routesOf(site)) {
        log(`Slow phone: ${site.app} ${route.path}, first visit…`);
        const context = await browser.newContext(phone);
        try {
          const url = `${site.origin}${route.path}`;
          firstVisit.push(
            row(site.app, route, await measureSlowPhoneVisit({ context, url, clientDir: site.clientDir })),
          );
        } finally {
          await context.close();
        }
      }
      const providers = await (await fetch(`${site.origin}/api/cookie-providers`)).json();
      const visitor = returningVisitor({ trackingId: 'b'.repeat(32), providers, now: Date.now() });
      for (const route of site.keyPages) {
        log(`Slow phone: ${site.app} ${route.path}, returning visitor…`);
        const context = await browser.newContext(phone);
        try {
          await context.addCookies(
            Object.entries(visitor.cookies).map(([name, value]) => ({ name, value, url: site.origin })),
          );
          await context.addInitScript((items) => {
            for (const [key, value] of items) localStorage.setItem(key, value);
          }, Object.entries(visitor.localStorage));
          const url = `${site.origin}${route.path}`;
          returning.push(
            row(site.app, route, await measureSlowPhoneVisit({ context, url, clientDir: site.clientDir })),
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { firstVisit, returning };
}
