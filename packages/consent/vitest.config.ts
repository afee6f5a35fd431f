import { browserTestSettings, shopSources, vitestReporters } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources(), react()],
  test: {
    reporters: vitestReporters('consent'),
    passWithNoTests: false,
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
          browser: await browserTestSettings(),
        },
      },
    ],
  },
});
