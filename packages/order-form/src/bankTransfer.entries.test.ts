import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = dirname(fileURLToPath(import.meta.url));

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function resolveSource(fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Every module an entry reaches, statically or through a lazy `import()`: files and packages. */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [join(sourceDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const name = relative(sourceDir, file);
    if (reached.has(name)) continue;
    reached.add(name);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!specifier.startsWith('.')) {
        reached.add(specifier);
        continue;
      }
      const resolved = resolveSource(file, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return reached;
}

describe('the bank-transfer entry', () => {
  it.each(['index.ts', 'form.ts', 'react.ts'])(
    'is not reached from %s, so the form never pays for it',
    (entry) => {
      const reached = [...reachedFrom(entry)];
      expect(reached.length).toBeGreaterThan(3);
      expect(reached.filter((name) => /bankTransfer|^bysquare|^lean-qr/.test(name))).toEqual([]);
    },
  );

  it('holds the QR code libraries itself', () => {
    const reached = reachedFrom('bankTransfer.ts');
    expect(reached).toContain('bysquare/pay');
    expect(reached).toContain('lean-qr');
  });
});
