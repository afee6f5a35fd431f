import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A brand site installs the core alone: whatever the core imports must be a dependency, and nothing
// the React entries need may be one (they are optional peers), or every install would bring React.

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
  it('the core entry imports only its dependencies, and they are all it needs', () => {
    expect(packagesImportedBy('index.ts')).toEqual(['@shop/contracts', 'zod']);
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['@shop/contracts', 'zod']);
  });

  it.each(['react.ts', 'dialog.ts'])('%s imports only dependencies and optional peers', (entry) => {
    expect(packagesImportedBy(entry)).toEqual(expect.arrayContaining(['@shop/ui', 'react']));
    const optionalPeers = Object.keys(pkg.peerDependencies ?? {}).filter(
      (name) => pkg.peerDependenciesMeta?.[name]?.optional,
    );
    for (const name of packagesImportedBy(entry)) {
      expect([...Object.keys(pkg.dependencies ?? {}), ...optionalPeers]).toContain(name);
    }
  });

  it.each(['react.ts', 'dialog.ts'])('%s needs no message catalog: the page passes the texts', (entry) => {
    expect(packagesImportedBy(entry)).not.toContain('@shop/i18n');
  });

  it.each(['en', 'cs', 'sk'].flatMap((locale) => [`texts/${locale}/bar.ts`, `texts/${locale}/dialog.ts`]))(
    '%s needs only the vocabulary types',
    (entry) => {
      expect(packagesImportedBy(entry)).toEqual(['@shop/contracts']);
    },
  );

  it('every peer is optional and installed for the package’s own build and tests', () => {
    for (const name of Object.keys(pkg.peerDependencies ?? {})) {
      expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      // react and react-dom come from the workspace root.
      if (name !== 'react' && name !== 'react-dom') expect(pkg.devDependencies, name).toHaveProperty([name]);
    }
  });
});
