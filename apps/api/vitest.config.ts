import { shopSources, vitestReporters } from '@shop/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources()],
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite boots a WebAssembly Postgres per test file, which takes seconds on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: vitestReporters('api'),
  },
});
