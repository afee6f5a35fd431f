import { readdirSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

const moduleEntries = Object.fromEntries(
  readdirSync('src')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|test-d)\./.test(file) && file !== 'index.ts')
    .map((file) => [`modules/${file.replace(/\.tsx?$/, '')}`, `src/${file}`]),
);

export default defineConfig({
  // The field stylesheets are entries of their own so a server-rendering app can put them in
  // its first stylesheet (`@shop/ui/Field.css`) while the components load later. The image
  // variants are one too: the image server imports them without React or styles.
  // Every component and helper is an entry of its own, so code splitting gives each its own chunk
  // and, with `sideEffects` limited to the CSS, an app's bundler drops the chunks it does not use
  // with their imports (`dompurify` comes only with the toast region). The entries' own files
  // (dist/modules/) are only re-exports of those chunks: nothing imports them, so they are removed.
  entry: {
    index: 'src/index.ts',
    imageVariants: 'src/imageVariants.ts',
    Field: 'src/Field.css',
    RadioGroup: 'src/RadioGroup.css',
    ...moduleEntries,
  },
  format: ['esm'],
  splitting: true,
  onSuccess: async () => rmSync('dist/modules', { recursive: true, force: true }),
  dts: { entry: ['src/index.ts', 'src/imageVariants.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and workspace packages stay imports; the CSS the components import is collected by
  // esbuild into dist/index.css, published as `@shop/ui/styles.css`.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, 'dompurify', /^@shop\//],
});
