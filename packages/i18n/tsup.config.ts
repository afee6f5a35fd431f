import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/sk.ts', 'src/cs.ts', 'src/react.tsx'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime'],
});
