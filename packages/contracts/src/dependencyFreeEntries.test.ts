import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, 'vocabulary');

describe('the vocabulary entry', () => {
  // Consent, tracking and a page's first script import it: anything it imported would ship with them.
  it('imports nothing but its own files', () => {
    const sources = [
      readFileSync(join(import.meta.dirname, 'vocabulary.ts'), 'utf8'),
      ...readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => readFileSync(join(folder, name), 'utf8')),
    ];
    const imported = sources.flatMap((source) =>
      [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]),
    );
    expect(imported.filter((specifier) => !specifier?.startsWith('./vocabulary/'))).toEqual([]);
  });
});
