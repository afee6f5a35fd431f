import { defineConfig } from 'tsup';

const textEntries = ['en', 'cs', 'sk'].flatMap((locale) => [
  `src/texts/${locale}/bar.ts`,
  `src/texts/${locale}/dialog.ts`,
]);

export default defineConfig({
  // One output module per core file: with `sideEffects: false` an app's bundler then drops whole modules
  // it does not use (the zod schemas cannot be tree-shaken out of a single bundled file). The React entry
  // imports the same core modules, so the two entries share them instead of each carrying a copy.
  // `dialog` is the dialog alone, for apps that load it on demand; `bar.css` is the bar's stylesheet alone,
  // for a page's first CSS (the server-rendered bar must be styled at first paint). Each locale's bar
  // and dialog texts are entries of their own (`texts/<locale>/bar`, `/dialog`), so a page carries only
  // the language it imports, and the dialog's texts only with the dialog. The React components are
  // entries too, so the dialog's code is a chunk of its own that `import('@shop/consent/dialog')`
  // really fetches later, rather than a part of the bar's chunk.
  entry: [
    'src/index.ts',
    'src/react.ts',
    'src/dialog.ts',
    'src/bar.css',
    'src/core/*.ts',
    'src/react/*.tsx',
    ...textEntries,
    '!src/**/*.test.ts',
    '!src/**/*.test-d.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
  ],
  format: ['esm'],
  splitting: true,
  dts: { entry: ['src/index.ts', 'src/react.ts', 'src/dialog.ts', ...textEntries] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and workspace packages stay imports; the components' CSS is collected into dist/react.css.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, 'dompurify', /^@shop\//],
});
