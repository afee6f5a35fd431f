import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { hashSource, headersFileProblems, inlineScripts } from '../../scripts/staticCsp.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

interface StaticPolicies {
  fallback: string[];
  pages: Record<string, { file: string; policy: string }>;
}

interface Prerendered {
  pages: Record<string, string>;
  notFound: string;
  variants: Record<string, Record<string, string>>;
}

// The policies the build wrote for a file host (`static-csp.json`, `client/_headers`) against the
// documents it wrote: each inline script of each document has its hash in that document's policy.
for (const app of ['sk', 'cz']) {
  const distDir = join(repoRoot, 'apps', app, 'dist');
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(distDir, file), 'utf8')) as T;

  test(`${app}: every prerendered document's policy lists the hash of each of its inline scripts`, () => {
    expect(existsSync(join(distDir, 'static-csp.json')), 'build the app first').toBe(true);
    const { pages, fallback } = read<StaticPolicies>('static-csp.json');
    const prerendered = read<Prerendered>('prerendered.json');
    const files = [
      ...Object.values(prerendered.pages),
      prerendered.notFound,
      ...Object.values(prerendered.variants).flatMap((byLetter) => Object.values(byLetter)),
    ];
    expect(
      Object.values(pages)
        .map((entry) => entry.file)
        .sort(),
    ).toEqual([...files].sort());
    for (const entry of Object.values(pages)) {
      const scripts = inlineScripts(readFileSync(join(distDir, 'client', entry.file), 'utf8'));
      expect(scripts.length, entry.file).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(entry.policy, entry.file).toContain(hashSource(script));
        expect(fallback[0], entry.file).toContain(hashSource(script));
      }
      expect(entry.policy).not.toMatch(/'nonce-|'strict-dynamic'/);
    }
  });

  test(`${app}: _headers is within Cloudflare Pages' limits and is the only such file`, () => {
    const headersFile = readFileSync(join(distDir, 'client/_headers'), 'utf8');
    expect(headersFileProblems(headersFile)).toEqual([]);
    expect(readdirSync(join(distDir, 'client')).filter((name) => name.startsWith('_headers'))).toEqual([
      '_headers',
    ]);
    test.info().annotations.push({
      type: 'size',
      description: `${app} _headers ${headersFile.length} B, longest line ${Math.max(...headersFile.split('\n').map((line) => line.length))}`,
    });
  });
}
