import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A file's source without its type-only imports and exports, which compile to nothing. */
const sourceOf = (file: string) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').replace(/^(?:import|export) type\b[^;]*;/gm, '');

// Consent, tracking and a page's first script import these entries: anything they imported would
// ship with them, so they import nothing but their own files (types aside: they compile to nothing).
describe.each(['vocabulary', 'browser'])('the %s entry', (entry) => {
  it('imports nothing but its own files', () => {
    const files = [
      `${entry}.ts`,
      ...readdirSync(join(import.meta.dirname, entry))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `${entry}/${name}`),
    ];
    const imported = files.flatMap((file) =>
      [...sourceOf(file).matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]),
    );
    expect(imported.filter((specifier) => !specifier?.startsWith(`./${entry}/`))).toEqual([]);
  });
});
