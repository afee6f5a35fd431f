import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per core file: with `sideEffects: false` an app's bundler then drops whole modules
  // it does not use (the zod schemas cannot be tree-shaken out of a single bundled file).
  entry: ['src/index.ts', 'src/core/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
