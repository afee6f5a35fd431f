import { browserTestSettings, shopSources, vitestReporters } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources(), react()],
  // Pre-bundled with the rest of React so the server-render and hydration tests share one React instance.
  optimizeDeps: { include: ['react-dom/server', 'react-dom/client'] },
  test: {
    reporters: vitestReporters('consent'),
    passWithNoTests: false,
    projects: [
      // Node tests run file after file on the modules a worker has loaded once (3-4 times faster
      // than a fresh module graph per file); each file builds its own state.
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // Component test files share one document and load their modules once (about half the
          // CPU time of a fresh iframe per file); each test renders into a fresh root and cleans up.
          isolate: false,
          include: ['src/**/*.browser.test.tsx'],
          setupFiles: ['src/react/test/setup.ts'],
          // The bar's position is part of what is tested (fixed, overlaying, no layout shift).
          css: true,
          browser: await browserTestSettings(),
        },
      },
    ],
  },
});
