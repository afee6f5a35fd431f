import { shopSources, vitestReporters } from '@shop/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources()],
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A worker runs its files one after another on the modules it has loaded once, the compiled
    // PGlite WebAssembly among them, instead of a fresh process per file: 142 -> 89 s alone on 2
    // cores. Each file still opens its own databases and builds its own apps.
    isolate: false,
    // Booting PGlite takes seconds on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: vitestReporters('api'),
  },
});
