import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/form.ts', 'src/bankTransfer.ts', 'src/react.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-aria-components', /^@shop\//, 'zod'],
});
