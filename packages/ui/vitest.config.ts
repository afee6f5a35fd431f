import { browserTestSettings, shopSources, vitestReporters } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources(), react()],
  test: {
    reporters: vitestReporters('ui'),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // Component styles matter here: layout assertions (toast position, no layout shift).
          css: true,
          browser: await browserTestSettings(),
        },
      },
    ],
  },
});
