import { defineConfig } from 'tsup';

export default defineConfig({
  // The field stylesheets are entries of their own so a server-rendering app can put them in
  // its first stylesheet (`@shop/ui/Field.css`) while the components load later. The image
  // variants are one too: the image server imports them without React or styles.
  entry: ['src/index.ts', 'src/imageVariants.ts', 'src/Field.css', 'src/RadioGroup.css'],
  format: ['esm'],
  dts: { entry: ['src/index.ts', 'src/imageVariants.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and workspace packages stay imports; the CSS the components import is collected by
  // esbuild into dist/index.css, published as `@shop/ui/styles.css`.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, 'dompurify', /^@shop\//],
});
