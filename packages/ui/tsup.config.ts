import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and workspace packages stay imports; the CSS the components import is collected by
  // esbuild into dist/index.css, published as `@shop/ui/styles.css`.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, 'dompurify', /^@shop\//],
});
