import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A brand site installs the core alone: whatever the core imports must be a dependency, and the React
// and router bindings import nothing else but optional peers, or every install would bring React.

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
};
const specifierPattern =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s*['"]([^'"]+)['"]/g;

function sourceFile(path: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts']
    .map((ext) => path + ext)
    .find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** The packages an entry reaches through its own modules, type-only imports included (they end up in the `.d.ts`). */
function packagesImportedBy(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [join(packageDir, 'src', entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.')) {
        const next = sourceFile(resolve(dirname(file), specifier));
        if (next) pending.push(next);
      } else {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  }
  return [...packages].sort();
}

describe('package dependencies', () => {
  const dependencies = Object.keys(pkg.dependencies ?? {}).sort();

  it.each(['index.ts', 'server.ts', 'loaders.ts'])(
    '%s imports dependencies only, no React or router',
    (entry) => {
      for (const name of packagesImportedBy(entry)) expect(dependencies).toContain(name);
    },
  );

  it('the core needs all of its dependencies', () => {
    expect(packagesImportedBy('index.ts')).toEqual(dependencies);
  });

  it('the React bindings need React but no router; the router hook lives in its own entry', () => {
    expect(packagesImportedBy('react.ts')).toEqual([...dependencies, 'react'].sort());
    expect(packagesImportedBy('tanstack-router.ts')).toEqual(
      expect.arrayContaining(['@tanstack/react-router', 'react']),
    );
  });

  it('every peer is optional', () => {
    for (const name of Object.keys(pkg.peerDependencies ?? {})) {
      expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
    }
  });
});
