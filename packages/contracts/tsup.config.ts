import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/vocabulary.ts', 'src/browser.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
