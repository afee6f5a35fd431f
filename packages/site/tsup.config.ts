import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.tsx', 'src/client.tsx'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@shop\//, /^@tanstack\//, 'jotai', 'react-aria-components'],
});
