// Apps, Storybook and tests compile the packages' sources through `shopSources`. An entry it cannot
// map falls through to the package's dist/, silently: the build's chunk groups, which match source
// paths, then split one group into two chunks importing each other (a page's tracking broke so).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopSources } from '@shop/vite-config';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../../packages', import.meta.url));

/** Every `@shop/<pkg>/<entry>` a package exports, but for its CSS files and package.json. */
function exportedEntries() {
  return readdirSync(packagesDir).flatMap((dir) => {
    const manifest = join(packagesDir, dir, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    return Object.keys(exports)
      .filter((key) => key !== './package.json' && !key.endsWith('.css'))
      .flatMap((key) => {
        if (key === '.') return [name];
        const subpath = key.slice(2);
        if (!subpath.includes('*')) return [`${name}/${subpath}`];
        // A pattern (`./texts/*`): each source module below its folder (`texts/sk/bar`).
        const folder = subpath.slice(0, subpath.indexOf('*'));
        return readdirSync(join(packagesDir, dir, 'src', folder), { recursive: true })
          .filter((file) => /^[\w/]+\.ts$/.test(file) && !file.includes('.test.'))
          .map((file) => `${name}/${folder}${file.replace(/\.ts$/, '')}`);
      })
      .map((specifier) => ({ dir, specifier }));
  });
}

describe('shopSources', () => {
  const plugin = shopSources();
  it.each(exportedEntries())('resolves $specifier to a source file of its package', ({ dir, specifier }) => {
    const file = plugin.resolveId(specifier);
    expect(file, specifier).toMatch(new RegExp(`/packages/${dir}/src/[\\w/-]+\\.tsx?$`));
    expect(existsSync(file)).toBe(true);
  });
});
