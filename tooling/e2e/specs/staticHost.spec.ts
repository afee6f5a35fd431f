// The Slovak site's built files served the way a file host (Netlify, Cloudflare Pages) serves them:
// no Node server for documents, the headers of `dist/client/_headers` sent as real headers, 404.html
// for unknown paths, `/api/*` passed to the e2e server (as the deployment routes it; 503 when that
// fails). The pages must hydrate under that policy with no violation, and the consented tools'
// scripts must pass it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { consentTexts } from '../consentTexts';
import { pageHydrated } from '../pageHydrated';
import { isLocalHost } from '../pageProblems';
import { siteOrigin } from '../sites';
import { SITE_INDEPENDENT } from '../tags';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/sk/dist/client');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

interface HeaderRule {
  path: string;
  headers: Array<[string, string]>;
}

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function ruleMatches(rule: string, path: string): boolean {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
}

/**
 * Every matching rule's headers, a header set by several rules sent once per rule (Cloudflare Pages
 * joins them with a comma, which for a CSP means the same: every policy is enforced).
 */
function headersFor(rules: HeaderRule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => ruleMatches(candidate.path, path))) {
    for (const [name, value] of rule.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

/** The file a file host answers a path with: the file, the folder's index.html, or 404.html. */
function fileFor(path: string): { file: string; status: number } {
  const candidate = normalize(join(clientDir, path));
  const inside = candidate === clientDir || candidate.startsWith(clientDir + sep);
  if (inside && !path.split('/').some((segment) => segment.startsWith('_headers'))) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, status: 200 };
    const index = join(candidate, 'index.html');
    if (existsSync(index)) return { file: index, status: 200 };
  }
  return { file: join(clientDir, '404.html'), status: 404 };
}

/** `/api/*` as the deployment routes it: to the Node server (the e2e server's Slovak origin). */
async function passToApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'origin', 'referer', 'connection'].includes(name)) {
      headers.set(name, value);
    }
  }
  try {
    const answer = await fetch(`${siteOrigin('sk')}${request.url}`, {
      method: request.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      redirect: 'manual',
    });
    const type = answer.headers.get('content-type');
    response.writeHead(answer.status, type ? { 'Content-Type': type } : {});
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"unavailable"}');
  }
}

function startFileHost(): Promise<Server> {
  const rules = parseHeadersFile(readFileSync(join(clientDir, '_headers'), 'utf8'));
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (path.startsWith('/api/')) {
      void passToApi(request, response);
      return;
    }
    for (const [name, values] of headersFor(rules, path)) response.setHeader(name, values);
    const { file, status } = fileFor(path);
    response.writeHead(status, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  // Port 0: a free port, never the e2e server's 3000 and 3001.
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Violations seen by the page (`securitypolicyviolation`) and reported on the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__shopStaticViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __shopStaticViolation(text: string): void }).__shopStaticViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test.describe('the built site served as plain files with the _headers policy', {
  tag: SITE_INDEPENDENT,
}, () => {
  test.skip(!existsSync(join(clientDir, '_headers')), 'build the Slovak site first');
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    server = await startFileHost();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  for (const path of ['/', '/blog']) {
    test(`${path} hydrates with no CSP violation, and Accept all closes the consent bar`, async ({
      context,
      page,
    }) => {
      // A visitor with a tracking id: no redirect to /api/tracking/redirect, which nothing answers here.
      await context.addCookies([{ name: 'nmtid', value: 'e2e0000000000000000000000000e2e0', url: origin }]);
      // Nothing leaves the machine; a request the policy allows reaches this and is dropped.
      const thirdPartyScripts: string[] = [];
      await context.route(
        (url) => !isLocalHost(url.hostname),
        (route) => {
          if (route.request().resourceType() === 'script') thirdPartyScripts.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      const violations = await watchViolations(page);

      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(path === '/' ? 200 : 404);
      const policies = (await response?.headerValue('content-security-policy')) ?? '';
      expect(policies).toContain("'sha256-");
      expect(policies).not.toMatch(/'nonce-|'strict-dynamic'/);

      await pageHydrated(page);
      const text = consentTexts.sk;
      const bar = page.getByRole('region', { name: text.bar });
      await expect(bar).toBeVisible();
      await bar.hover({ position: { x: 4, y: 4 } });
      await expect(bar).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
      await bar.getByRole('button', { name: text.acceptAllCookies }).click();
      await expect(bar).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('cookieConsent')))
        .toContain('"setting"');

      // react-aria's run-time style is in place (allowed by its hash, not the file's fixed nonce).
      await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1);
      // The consented tools' scripts passed the policy (their hosts are listed) and were dropped here.
      await expect
        .poll(() => thirdPartyScripts.some((url) => url.includes('googletagmanager.com')))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
