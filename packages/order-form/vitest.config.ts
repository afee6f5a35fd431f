import { browserTestSettings, shopSources, vitestReporters } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Tests of code that loads on use (the later steps, the react-aria radio group) or fails to load
 * (a mocked import): each needs a document where nothing of it has loaded yet.
 */
const freshModuleTests = [
  'src/react/lazySteps.browser.test.tsx',
  'src/react/PhonePrefixChoice.browser.test.tsx',
  'src/react/OrderForm.loadError.browser.test.tsx',
];

export default defineConfig({
  plugins: [shopSources(), react()],
  test: {
    reporters: vitestReporters('order-form'),
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
          include: ['src/**/*.browser.test.tsx'],
          exclude: freshModuleTests,
          // Component test files share one document and load their modules once (about half the
          // CPU time of a fresh iframe per file); each test renders into a fresh root and cleans up.
          isolate: false,
          browser: await browserTestSettings(),
        },
      },
      {
        extends: true,
        test: { name: 'browser-fresh', include: freshModuleTests, browser: await browserTestSettings() },
      },
    ],
  },
});
